import type { components } from '@endless/client';
import type { QueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api/client';

export type DashboardData = components['schemas']['DashboardData'];
export type DashboardStatus = components['schemas']['Status'];
type DashboardResponse = components['schemas']['DashboardResponse'];
type ActiveRender = components['schemas']['ActiveRender'];

export function dashboardQueryOptions() {
  return $api.queryOptions('get', '/main/data/dashboard');
}

/** The character code for the 3D scene; fetched only when 3D is shown. */
export function characterQueryOptions() {
  return $api.queryOptions('get', '/character/data/character');
}

export async function createStatus(content: string): Promise<DashboardStatus> {
  const { data } = await apiClient.POST('/main/dashboard/status', { body: { content } });
  // Errors are thrown, so a missing body can only be a broken answer.
  if (!data) throw new Error('POST /main/dashboard/status answered without a body');
  return data.status_update;
}

export async function setActiveRender(active: ActiveRender): Promise<ActiveRender> {
  const { data } = await apiClient.PATCH('/character/render', { body: { active } });
  if (!data) throw new Error('PATCH /character/render answered without a body');
  return data.active_render;
}

/** Applies a change to the cached dashboard (its one element), e.g. a posted status. */
export function updateCachedDashboard(
  queryClient: QueryClient,
  update: (dashboard: DashboardData) => DashboardData,
): void {
  queryClient.setQueryData<DashboardResponse>(dashboardQueryOptions().queryKey, (current) =>
    current ? { ...current, dashboard: [update(current.dashboard[0])] } : current,
  );
}
