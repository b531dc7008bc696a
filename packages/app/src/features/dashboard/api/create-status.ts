// createStatus (POST /main/dashboard/status): posts a status update.
import { apiClient } from '../../../lib/api/client';
import type { DashboardStatus } from '../types';

export async function createStatus(content: string): Promise<DashboardStatus> {
  const { data } = await apiClient.POST('/main/dashboard/status', { body: { content } });
  // Errors are thrown, so a missing body can only be a broken answer.
  if (!data) throw new Error('POST /main/dashboard/status answered without a body');
  return data.status_update;
}
