import type { HttpHandler } from 'msw';

/** Handlers of the `/account/*` operations (to be written on the foundation; see the package README). */
export const accountHandlers: HttpHandler[] = [];
