import type { HttpHandler } from 'msw';

/** Handlers of the `/accountability/*` operations (to be written on the foundation; see the package README). */
export const accountabilityHandlers: HttpHandler[] = [];
