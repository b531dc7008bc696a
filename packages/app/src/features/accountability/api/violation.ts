import { $api, apiClient } from '../../../lib/api/client';

export function violationQueryOptions() {
  return $api.queryOptions('get', '/accountability/violation');
}

export async function reactivateAccount(): Promise<void> {
  await apiClient.PATCH('/accountability/violation');
}

export async function submitUsername(username: string): Promise<void> {
  await apiClient.PATCH('/accountability/username', { body: { username } });
}

export async function checkUsername(username: string, signal: AbortSignal): Promise<void> {
  await apiClient.POST('/register/validate/user', { body: { username }, signal });
}
