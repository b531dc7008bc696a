import type { HttpHandler } from 'msw';

/** Handlers of the `/main/*` operations (to be written on the foundation; see the package README). */
export const mainHandlers: HttpHandler[] = [];
