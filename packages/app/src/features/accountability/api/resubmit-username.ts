// resubmitUsername (PATCH /accountability/username): a locked account picks a new username.
import { apiClient } from '../../../lib/api/client';

export async function resubmitUsername(username: string): Promise<void> {
  await apiClient.PATCH('/accountability/username', { body: { username } });
}
