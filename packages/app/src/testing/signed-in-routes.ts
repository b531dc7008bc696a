/**
 * A signed-in member's screens, with seeded ids (user 2, listing 1, General Discussion (2) and its
 * first thread (7)): the fault checks drive each of them in jsdom (faults.test.tsx).
 */
export const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/users',
  '/user/2',
  '/character',
  '/inventory',
  '/account/settings',
  '/marketplace',
  '/marketplace/1',
  '/upgrade',
  '/forums',
  '/forums/2',
  '/forums/2/7',
  '/report/11/2',
] as const;

export type SignedInRoute = (typeof SIGNED_IN_ROUTES)[number];
