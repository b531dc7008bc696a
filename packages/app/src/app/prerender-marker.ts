// What the build prerenders (src/app/entry-server.tsx, scripts/prerender.ts) and how main.tsx
// recognises a prerendered page: a JSON script naming the path it was rendered for.
import { paths } from '../config/paths';

export const PRERENDER_MARKER_ID = 'endless-prerendered';

export interface PrerenderMarker {
  /** The path the HTML was rendered for; any other URL (a query string too) renders afresh. */
  path: string;
}

/** Routes whose first screen is the same for every visitor, with the route module each opens. */
export const prerenderedPaths: ReadonlyArray<{ path: string; module: string }> = [
  { path: paths.landing.getHref(), module: 'src/app/routes/landing/landing.tsx' },
  { path: paths.login.getHref(), module: 'src/app/routes/auth/login.tsx' },
  { path: paths.register.getHref(), module: 'src/app/routes/auth/register.tsx' },
  { path: paths.resetPassword.getHref(), module: 'src/app/routes/auth/reset-password.tsx' },
  { path: paths.contact.getHref(), module: 'src/app/routes/legal/contact.tsx' },
  { path: paths.legal.terms.getHref(), module: 'src/app/routes/legal/terms.tsx' },
  { path: paths.legal.privacy.getHref(), module: 'src/app/routes/legal/privacy.tsx' },
  { path: paths.marketplace.list.getHref(), module: 'src/app/routes/marketplace/marketplace.tsx' },
  { path: paths.forums.categories.getHref(), module: 'src/app/routes/forums/categories.tsx' },
  // Written as 404.html: what static hosts answer for a path they do not know.
  { path: '/404', module: 'src/app/routes/not-found.tsx' },
];

/**
 * Signed-in pages at a fixed path: not prerendered (they depend on the account), but given a page
 * of their own, the shell's skeleton with their route's code preloaded, so it loads with the entry
 * (on /dashboard, the dashboard's layout, its code loaded once the early script shows the avatar).
 */
export const skeletonPaths: ReadonlyArray<{ path: string; module: string }> = [
  { path: paths.dashboard.getHref(), module: 'src/app/routes/dashboard/dashboard.tsx' },
  { path: paths.character.getHref(), module: 'src/app/routes/character/character.tsx' },
  { path: paths.inventory.getHref(), module: 'src/app/routes/inventory/inventory.tsx' },
  { path: paths.users.list.getHref(), module: 'src/app/routes/friends/users.tsx' },
  { path: paths.account.settings.getHref(), module: 'src/app/routes/account/settings.tsx' },
];

/** The marker of the page being opened, when it was prerendered for exactly this URL. */
export function readPrerenderMarker(): PrerenderMarker | null {
  const script = document.getElementById(PRERENDER_MARKER_ID);
  if (!script?.textContent) return null;
  const marker = JSON.parse(script.textContent) as PrerenderMarker;
  const here = `${window.location.pathname}${window.location.search}`;
  return marker.path === here ? marker : null;
}
