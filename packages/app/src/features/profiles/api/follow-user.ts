// followUser (POST /main/user/follow): follows the user.
import { apiClient } from '../../../lib/api/client';

/** A failure throws the ApiError. */
export async function followUser(userId: number): Promise<void> {
  await apiClient.POST('/main/user/follow', { body: { user_id: userId } });
}
