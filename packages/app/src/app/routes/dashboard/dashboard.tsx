import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { getDashboardQueryOptions } from '../../../features/dashboard/api/get-dashboard';
import { contentUrls } from '../../../config/env';
import { prefetchForOpenAccount } from '../../../lib/account';
import { pageQueries } from '../../../lib/page-queries';
import { isSignedIn } from '../../../lib/session';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage />;
}

/**
 * The dashboard's data and the avatar's render (the largest thing on its first screen) start
 * loading as soon as the account's first sync allows it, without waiting for the route's code or
 * holding its render (a guest is on the way to login: the guard's loader runs alongside this one).
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    if (!isSignedIn()) return null;
    return pageQueries(
      prefetchForOpenAccount(queryClient, (account) => {
        new Image().src = contentUrls.fullRender(account.half_render);
        return queryClient.prefetchQuery(getDashboardQueryOptions());
      }),
    );
  };
