import type { HttpHandler } from 'msw';
import { createControlsHandler } from '../controls.ts';
import { outboxHandlers } from '../outbox.ts';
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
 * What every runtime installs: the latency/fault handler once, the API, then the content host and
 * the developer outbox (`GET /__mock/outbox`, outside the contract).
 */
export const handlers: HttpHandler[] = [
  createControlsHandler(apiHandlers),
  ...apiHandlers,
  ...contentHandlers,
  ...outboxHandlers,
];
