// reactivateAccount (PATCH /accountability/violation): a restricted account comes back.
import { apiClient } from '../../../lib/api/client';

export async function reactivateAccount(): Promise<void> {
  await apiClient.PATCH('/accountability/violation');
}
