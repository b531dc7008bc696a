import type { HttpHandler } from 'msw';

/** Handlers of the `/stripe/*` operations (to be written on the foundation; see the package README). */
export const stripeHandlers: HttpHandler[] = [];
