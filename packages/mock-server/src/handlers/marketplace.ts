import type { HttpHandler } from 'msw';

/** Handlers of the `/marketplace/*` operations (to be written on the foundation; see the package README). */
export const marketplaceHandlers: HttpHandler[] = [];
