// What the dashboard's operations share: writing an answer into the cached dashboard.
import type { components } from '@endless/client';
import type { QueryClient } from '@tanstack/react-query';
import type { DashboardData } from '../types';
import { getDashboardQueryOptions } from './get-dashboard';

type DashboardResponse = components['schemas']['DashboardResponse'];

/** Applies a change to the cached dashboard (its one element), e.g. a posted status. */
export function updateCachedDashboard(
  queryClient: QueryClient,
  update: (dashboard: DashboardData) => DashboardData,
): void {
  queryClient.setQueryData<DashboardResponse>(getDashboardQueryOptions().queryKey, (current) =>
    current ? { ...current, dashboard: [update(current.dashboard[0])] } : current,
  );
}
