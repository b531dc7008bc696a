import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { dashboardQueryOptions } from '../../../features/dashboard/api/dashboard';
import { isSignedIn } from '../../../lib/session';
import { DashboardPage } from '../../../features/dashboard/components/dashboard-page';

export default function DashboardRoute() {
  return <DashboardPage />;
}

/**
 * The dashboard's data starts loading with the route's code, without holding its render (a guest
 * is on the way to login: the guard's loader runs alongside this one).
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  () => {
    if (isSignedIn()) void queryClient.prefetchQuery(dashboardQueryOptions());
    return null;
  };
