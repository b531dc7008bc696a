// unfollowUser (DELETE /main/user/follow): stops following the user.
import { apiClient } from '../../../lib/api/client';

/** A failure throws the ApiError. */
export async function unfollowUser(userId: number): Promise<void> {
  await apiClient.DELETE('/main/user/follow', { body: { user_id: userId } });
}
