// blockUser (POST /main/user/block): blocks the user.
import { apiClient } from '../../../lib/api/client';

/** A failure throws the ApiError. */
export async function blockUser(userId: number): Promise<void> {
  await apiClient.POST('/main/user/block', { body: { user_id: userId } });
}
