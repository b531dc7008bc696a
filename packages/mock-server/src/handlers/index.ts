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

let jobsRanAt: number | undefined;

/**
 * The backend's scheduled jobs on the mock clock: the 30-day unverified-account removal. Run before
 * any request is answered (so moving the clock is enough to see them), at most once per second of
 * the mock clock: nothing expires between two requests in the same second, and a busy server would
 * otherwise scan every account on every request.
 */
export function runScheduledJobs(): void {
  const now = nowSeconds();
  if (now === jobsRanAt) return;
  jobsRanAt = now;
  removeUnverifiedAccounts(now);
}

const scheduledJobsHandler = http.all('*', () => {
  runScheduledJobs();
  return undefined;
});

/**
 * The API, then the content host and the developer outbox (`GET /__mock/outbox`, outside the
 * contract): what answers requests once the controls and scheduled jobs have had their turn.
 */
export const answeringHandlers: HttpHandler[] = [
  ...apiHandlers,
  ...contentHandlers,
  ...outboxHandlers,
];

/**
 * What MSW runtimes (browser, tests) install: the latency/fault handler once, the scheduled jobs,
 * then the answering handlers. The standalone server applies latency, faults and the jobs itself
 * (outside and inside its request lock) and installs only the answering handlers.
 */
export function createHandlers(): HttpHandler[] {
  return [createControlsHandler(apiHandlers), scheduledJobsHandler, ...answeringHandlers];
}

export const handlers: HttpHandler[] = createHandlers();
