import type { HttpHandler } from 'msw';

/** Handlers of the `/access/*` operations (to be written on the foundation; see the package README). */
export const accessHandlers: HttpHandler[] = [];
