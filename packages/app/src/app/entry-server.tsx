// Build-time rendering (scripts/prerender.ts): the routes whose first screen is the same for
// everyone, rendered to HTML with react-dom/server and react-router's static handler, as a guest
// with the default theme, so main.tsx can hydrate them. Only run in Node at build time.
import { serializeQuery } from '@endless/client';
import { AppShell } from '@endless/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  StaticRouterProvider,
  createStaticHandler,
  createStaticRouter,
  type RouteObject,
} from 'react-router';
import { AppLoading } from '../components/app-loading';
import { DashboardSkeleton } from '../features/dashboard/components/dashboard-skeleton';
import { contentUrls, env } from '../config/env';
import { paths } from '../config/paths';
import {
  RECENT_LISTINGS_QUERY,
  SEARCH_LISTINGS_PATH,
} from '../features/marketplace/api/search-listings';
import { RECENT_STRIP_FIRST_SCREEN } from '../features/marketplace/constants';
import { RENDER_KEY, type EarlyRequestPlan } from '../lib/early-requests';
import { MEMBER_FRAME_ID } from '../lib/member-frame';
import { createQueryClient } from '../lib/query-client';
import { AppThemeProvider } from '../lib/theme-setting';
import { AppProviders } from './providers';
import { createRoutes } from './router';
import { PRERENDER_MARKER_ID, type PrerenderMarker } from './prerender-marker';

export { prerenderedPaths, skeletonPaths } from './prerender-marker';

/**
 * The first API reads a page's own script sends (src/lib/early-requests.ts), from this build's
 * settings. None with the in-browser mock: its worker is not there before the app starts it.
 */
export function earlyRequestPlan(path: string): EarlyRequestPlan | null {
  if (import.meta.env.VITE_API_MOCK === 'browser') return null;
  const onDashboard = path === paths.dashboard.getHref();
  const onMarketplace = path === paths.marketplace.list.getHref();
  return {
    api: env.apiUrl,
    accessCookie: env.cookies.accessToken,
    sync: '/account/sync',
    ...(onDashboard && {
      dashboard: '/main/data/dashboard',
      fullRender: contentUrls.fullRender(RENDER_KEY),
    }),
    ...(onMarketplace && {
      marketplace: {
        recent: `${SEARCH_LISTINGS_PATH}?${serializeQuery(RECENT_LISTINGS_QUERY)}`,
        itemRender: contentUrls.itemRender(RENDER_KEY),
        firstScreen: RECENT_STRIP_FIRST_SCREEN,
      },
    }),
  };
}

/**
 * The routes without loaders: guards and prefetches are the browser's business (main.tsx runs them
 * before hydrating); here every page is rendered as a guest sees it before any data arrives.
 */
function withoutLoaders(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { loader: _loader, lazy, children, ...rest } = route;
    const copy = { ...rest } as RouteObject;
    if (typeof lazy === 'function') {
      copy.lazy = async () => {
        const { loader: _lazyLoader, ...resolved } = await lazy();
        return resolved;
      };
    }
    if (children) (copy as { children?: RouteObject[] }).children = withoutLoaders(children);
    return copy;
  });
}

export interface RenderedPage {
  /** The markup for #root. */
  html: string;
  /** The JSON marker for main.tsx (a non-executable script, so the CSP allows it). */
  marker: string;
  status: number;
}

/** Renders one path as a guest with nothing fetched yet. */
export async function renderPage(path: string): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  const handler = createStaticHandler(withoutLoaders(createRoutes(queryClient)));
  const context = await handler.query(new Request(new URL(path, 'http://prerender.localhost')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  // A route that failed would be prerendered as its error page.
  const failure = Object.values(context.errors ?? {})[0];
  if (failure !== undefined) throw new Error(`${path} failed to render`, { cause: failure });
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
  const marker: PrerenderMarker = { path };
  return {
    html,
    marker: `<script type="application/json" id="${PRERENDER_MARKER_ID}">${JSON.stringify(marker).replace(/</g, '\\u003c')}</script>`,
    status: context.statusCode,
  };
}

/**
 * What index.html shows for the pages that are not prerendered (the signed-in ones) until the
 * app renders: the shell's frame with an empty header and sidebar and the loading notice; on
 * /dashboard, the dashboard's own layout with its avatar's place.
 */
export function renderShellSkeleton(path?: string): string {
  return renderToString(
    <AppThemeProvider>
      <AppShell
        className="shell shell--skeleton"
        mainId="main"
        header={<div className="shell-skeleton__header" />}
        sidebar={<div className="shell-skeleton__sidebar" />}
      >
        {path === paths.dashboard.getHref() ? <DashboardSkeleton /> : <AppLoading />}
      </AppShell>
    </AppThemeProvider>,
  );
}

/** Whether the page at `path` has the shell (the landing page has its own layout). */
export function hasShell(path: string): boolean {
  return path !== paths.landing.getHref();
}

/**
 * The shell's frame a signed-in visitor sees on a prerendered page until the app draws their own
 * shell (src/lib/member-frame.ts): the skeleton without ids, which the page's markup has too, and
 * without a skip link to nowhere.
 */
export function renderMemberFrame(): string {
  const frame = renderShellSkeleton()
    .replace(/<a class="ui-app-shell__skip"[^>]*>[^<]*<\/a>/, '')
    .replace(/\s(?:id|aria-controls)="[^"]*"/g, '');
  return `<div id="${MEMBER_FRAME_ID}" class="member-frame">${frame}</div>`;
}
