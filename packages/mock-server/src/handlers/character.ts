import type { HttpHandler } from 'msw';

/** Handlers of the `/character/*` operations (to be written on the foundation; see the package README). */
export const characterHandlers: HttpHandler[] = [];
