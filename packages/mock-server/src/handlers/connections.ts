import type { HttpHandler } from 'msw';

/** Handlers of the `/connections/*` operations (to be written on the foundation; see the package README). */
export const connectionsHandlers: HttpHandler[] = [];
