import { http, type HttpHandler } from 'msw';
import { createControlsHandler } from '../controls/index.ts';
import { outboxHandlers } from '../controls/outbox.ts';
import { runScheduledJobs } from '../domain/scheduled-jobs.ts';
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
