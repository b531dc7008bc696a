import type { QueryClient } from '@tanstack/react-query';
import {
  Outlet,
  createBrowserRouter,
  matchRoutes,
  redirect,
  useRevalidator,
  type HydrationState,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type RouteObject,
} from 'react-router';
import { useEffect } from 'react';
import { AppLoading } from '../components/app-loading';
import { RouteErrorPage } from '../components/route-error-page';
import { paths } from '../config/paths';
import { mockCheckoutPath } from '../features/upgrade/checkout/mock-checkout-path';
import { syncAccountQueryOptions } from '../lib/api/sync-account';
import { pageQueries, pageQueriesSettled } from '../lib/page-queries';
import { isSignedIn, subscribeSession, useIsSignedIn } from '../lib/session';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { bootPreloadsAdded } from './boot-preloads';
import type { RouteModule } from './routes/route-module';

/** Turns a screen module into what react-router's `lazy` expects. */
function lazyRoute(queryClient: QueryClient, load: () => Promise<RouteModule>) {
  return async () => {
    // Each screen's code is evaluated in a task of its own, not in the one that matched the URL.
    await yieldToBrowser();
    await bootPreloadsAdded();
    const { default: Component, clientLoader } = await load();
    return clientLoader ? { Component, loader: clientLoader(queryClient) } : { Component };
  };
}

/** A path that only forwards; it renders nothing while the redirect is applied. */
function redirectRoute(path: string, to: string): RouteObject {
  return { id: path, path, loader: () => redirect(to), Component: Redirecting };
}

function Redirecting() {
  return null;
}

/** Where the guest was going, so login can send them back (spec 03 §2 `?redirect=`). */
function currentPath(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
}

const guestOnlyLoader: LoaderFunction = () =>
  isSignedIn() ? redirect(paths.dashboard.getHref()) : null;

const protectedLoader: LoaderFunction = ({ request }) =>
  isSignedIn() ? null : redirect(paths.login.getHref(currentPath(request)));

/**
 * The signed-in account's first sync starts with the page's code and data: every page waits for
 * it (the shell shows a page once it knows the account is not restricted).
 */
function accountLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    // Not in the task that starts the router (matching, guards): the sync's request is usually
    // under way already (the page's early script), and claiming it costs a phone tens of ms.
    await yieldToBrowser();
    return isSignedIn()
      ? pageQueries(queryClient.prefetchQuery(syncAccountQueryOptions(true)))
      : null;
  };
}

/** Guards re-check the session on every navigation, not only when first matched. */
const alwaysRevalidate = () => true;

/**
 * Re-runs the guard when the session changes in place (logout, failed refresh). Signed out, it
 * shows nothing until the guard's redirect lands: a protected screen would only fetch and fail.
 */
function ProtectedLayout() {
  const { revalidate } = useRevalidator();
  const signedIn = useIsSignedIn();
  useEffect(() => subscribeSession(() => void revalidate()), [revalidate]);
  return signedIn ? <Outlet /> : null;
}

/** Makes a screen's route from its path and module. */
type ScreenRoute = (path: string, load: () => Promise<RouteModule>) => RouteObject;

/** Paths that only forward (spec 03 §2). */
function redirectRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      id: 'index',
      index: true,
      loader: () => redirect(paths.landing.getHref()),
      Component: Redirecting,
    },
    redirectRoute(paths.users.base.path, paths.landing.getHref()),
    redirectRoute(paths.users.friends.path, paths.users.list.getHref()),
    redirectRoute(paths.help.path, paths.contact.getHref()),
    redirectRoute(paths.support.path, paths.contact.getHref()),
    redirectRoute(paths.report.base.path, paths.dashboard.getHref()),
    redirectRoute(paths.report.type.path, paths.dashboard.getHref()),
    redirectRoute(paths.upgrade.successBase.path, paths.upgrade.page.getHref()),
    {
      id: paths.profile.path,
      path: paths.profile.path,
      lazy: lazyRoute(queryClient, () => import('./routes/profiles/profile-redirect')),
      ErrorBoundary: RouteErrorPage,
    },
  ];
}

/** Guest-only: a signed-in user goes to the dashboard. */
function guestOnlyRoutes(route: ScreenRoute): RouteObject {
  return {
    id: 'guest-only',
    loader: guestOnlyLoader,
    shouldRevalidate: alwaysRevalidate,
    ErrorBoundary: RouteErrorPage,
    children: [
      route(paths.login.path, () => import('./routes/auth/login')),
      route(paths.register.path, () => import('./routes/auth/register')),
    ],
  };
}

/** Public (spec 03 §2); a signed-in visitor sees the landing page's way back in. */
function publicRoutes(route: ScreenRoute): RouteObject[] {
  return [
    route(paths.landing.path, () => import('./routes/landing/landing')),
    route(paths.resetPassword.path, () => import('./routes/auth/reset-password')),
    route(paths.contact.path, () => import('./routes/legal/contact')),
    route(paths.legal.terms.path, () => import('./routes/legal/terms')),
    route(paths.legal.privacy.path, () => import('./routes/legal/privacy')),
    route(paths.games.list.path, () => import('./routes/games/games')),
    route(paths.games.detail.path, () => import('./routes/games/game')),
    route(paths.marketplace.list.path, () => import('./routes/marketplace/marketplace')),
    route(paths.marketplace.listing.path, () => import('./routes/marketplace/listing')),
    route(paths.users.profile.path, () => import('./routes/profiles/user-profile')),
    route(paths.upgrade.page.path, () => import('./routes/upgrade/upgrade')),
    route(paths.forums.categories.path, () => import('./routes/forums/categories')),
    route(paths.forums.category.path, () => import('./routes/forums/category')),
    route(paths.forums.thread.path, () => import('./routes/forums/thread')),
  ];
}

/** Login required: a guest goes to /login?redirect=<where they were going>. */
function protectedRoutes(route: ScreenRoute): RouteObject {
  return {
    id: 'protected',
    loader: protectedLoader,
    shouldRevalidate: alwaysRevalidate,
    Component: ProtectedLayout,
    ErrorBoundary: RouteErrorPage,
    children: [
      route(paths.restricted.path, () => import('./routes/accountability/restricted')),
      route(paths.report.form.path, () => import('./routes/accountability/report')),
      route(paths.dashboard.path, () => import('./routes/dashboard/dashboard')),
      route(paths.character.path, () => import('./routes/character/character')),
      route(paths.users.list.path, () => import('./routes/friends/users')),
      route(paths.inventory.path, () => import('./routes/inventory/inventory')),
      route(paths.communities.path, () => import('./routes/communities/communities')),
      route(paths.account.settings.path, () => import('./routes/account/settings')),
      route(paths.account.verify.path, () => import('./routes/account/verify')),
      route(paths.account.discordCallback.path, () => import('./routes/account/discord-callback')),
      route(paths.upgrade.success.path, () => import('./routes/upgrade/upgrade-success')),
      route(paths.forums.createThread.path, () => import('./routes/forums/create-thread')),
      route(paths.forums.createReply.path, () => import('./routes/forums/create-reply')),
      route(paths.trading.path, () => import('./routes/trading/trading')),
      route(paths.services.path, () => import('./routes/services/services')),
      route(paths.design.path, () => import('./routes/design/design')),
      route(paths.develop.path, () => import('./routes/develop/develop')),
      route(paths.studio.path, () => import('./routes/studio/studio')),
      route(paths.workbench.path, () => import('./routes/workbench/workbench')),
    ],
  };
}

export function createRoutes(queryClient: QueryClient): RouteObject[] {
  // Every route has an id of its own (its path): prepareHydration keys the loaders' data by it.
  const route: ScreenRoute = (path, load) => ({
    id: path,
    path,
    lazy: lazyRoute(queryClient, load),
    ErrorBoundary: RouteErrorPage,
  });

  return [
    {
      id: 'root',
      loader: accountLoader(queryClient),
      lazy: lazyRoute(queryClient, () => import('./routes/root-layout')),
      HydrateFallback: AppLoading,
      ErrorBoundary: RouteErrorPage,
      children: [
        ...redirectRoutes(queryClient),
        guestOnlyRoutes(route),
        ...publicRoutes(route),
        protectedRoutes(route),

        // Dev/demo only (in-browser mock): the chat service's authorize stand-in. Compared inline so
        // a production build drops the route and its chunk.
        ...(import.meta.env.VITE_API_MOCK === 'browser'
          ? [
              route(
                '/__mock/discord/authorize',
                () => import('./routes/account/discord-authorize-stand-in'),
              ),
            ]
          : []),

        route('*', () => import('./routes/not-found')),
      ],
    },
    // In-browser mock only (dev and demo): the hosted-checkout stand-in, outside the app's shell as
    // the real provider's page is. Compared inline so real builds drop the route and its chunk.
    ...(import.meta.env.VITE_API_MOCK === 'browser'
      ? [
          {
            id: mockCheckoutPath.path,
            path: mockCheckoutPath.path,
            lazy: lazyRoute(queryClient, () => import('./routes/upgrade/mock-checkout')),
            HydrateFallback: AppLoading,
            ErrorBoundary: RouteErrorPage,
          },
        ]
      : []),
  ];
}

export function createAppRouter(
  queryClient: QueryClient,
  routes: RouteObject[] = createRoutes(queryClient),
  hydrationData?: HydrationState,
) {
  return createBrowserRouter(routes, hydrationData ? { hydrationData } : undefined);
}

/**
 * Before hydrating a prerendered page (react-router's documented pattern for lazy routes): loads
 * the route modules of the page's matches in place, then runs their loaders here (guards, and the
 * prefetches that start the page's queries now) so the router starts initialised and its first
 * render is the page the server rendered. Null when a guard redirects (a signed-in user on a
 * guest-only page): the caller then renders afresh instead of hydrating.
 */
export async function prepareHydration(routes: RouteObject[]): Promise<HydrationState | null> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const resolved = await route.lazy();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
  const request = new Request(window.location.href);
  const loaderData: Record<string, unknown> = {};
  for (const { route, params } of matches) {
    if (typeof route.loader !== 'function') continue;
    if (!route.id) throw new Error(`route ${route.path ?? '(index)'} has no id`);
    const args = { request, params, context: undefined } as unknown as LoaderFunctionArgs;
    try {
      const result: unknown = await route.loader(args);
      if (result instanceof Response) return null;
      loaderData[route.id] = result ?? null;
    } catch {
      // A thrown redirect or error: the router runs the loaders again and handles it.
      return null;
    }
  }
  return { loaderData };
}

/**
 * Settles once the router has loaded the first page's route modules and loaders, and the queries
 * those loaders started have settled.
 */
export async function firstPageLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const unsubscribe = router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve();
      });
    });
  }
  await pageQueriesSettled(router.state.loaderData);
}
