import type { HttpHandler } from 'msw';

/** Handlers of the `/forums/*` operations (to be written on the foundation; see the package README). */
export const forumsHandlers: HttpHandler[] = [];
