import { http, type HttpHandler } from 'msw';
import { nowSeconds } from '../clock.ts';
import { createControlsHandler } from '../controls.ts';
import { outboxHandlers } from '../outbox.ts';
import { removeUnverifiedAccounts } from '../rules/retention.ts';
import { accessHandlers } from './access.ts';
import { accountHandlers } from './account.ts';
import { accountabilityHandlers } from './accountability.ts';
import { characterHandlers } from './character.ts';
import { connectionsHandlers } from './connections.ts';
import { contentHandlers } from './content.ts';
import { forumsHandlers } from './forums.ts';
import { mainHandlers } from './main.ts';
import { marketplaceHandlers } from './marketplace.ts';
import { oauth2Handlers } from './oauth2.ts';
import { pingHandlers } from './ping.ts';
import { registerHandlers } from './register.ts';
import { stripeHandlers } from './stripe.ts';

/** Every contract operation, one array per resource (the first path segment). */
export const apiHandlers: HttpHandler[] = [
  ...oauth2Handlers,
  ...registerHandlers,
  ...accountHandlers,
  ...connectionsHandlers,
  ...mainHandlers,
  ...characterHandlers,
  ...accountabilityHandlers,
  ...marketplaceHandlers,
  ...stripeHandlers,
  ...forumsHandlers,
  ...accessHandlers,
  ...pingHandlers,
];

/**
 * The backend's scheduled jobs, run on the mock clock before any request is answered (so moving
 * the clock is enough to see them), then falling through: the 30-day unverified-account removal.
 */
let jobsRanAt: number | undefined;
const scheduledJobsHandler = http.all('*', () => {
  // Once per second of the mock clock: nothing can expire between two requests in the same second,
  // and a busy server would otherwise scan every account on every request.
  const now = nowSeconds();
  if (now !== jobsRanAt) {
    jobsRanAt = now;
    removeUnverifiedAccounts(now);
  }
  return undefined;
});

/**
 * What every runtime installs: the latency/fault handler once, the scheduled jobs, the API, then
 * the content host and the developer outbox (`GET /__mock/outbox`, outside the contract).
 * `latency: false` leaves the latency to the runtime (the standalone server waits it before taking
 * its request lock, so slow answers still overlap).
 */
export function createHandlers(options: { latency?: boolean } = {}): HttpHandler[] {
  return [
    createControlsHandler(apiHandlers, options),
    scheduledJobsHandler,
    ...apiHandlers,
    ...contentHandlers,
    ...outboxHandlers,
  ];
}

export const handlers: HttpHandler[] = createHandlers();
