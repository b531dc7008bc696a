// removeFriend (DELETE /main/friends/request): cancels or declines a friend request, or ends a friendship.
import { apiClient } from '../../../lib/api/client';

/** A failure throws the ApiError. */
export async function removeFriend(userId: number): Promise<void> {
  await apiClient.DELETE('/main/friends/request', { body: { user_id: userId } });
}
