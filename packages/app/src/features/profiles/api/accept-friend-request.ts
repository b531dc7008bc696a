// acceptFriendRequest (PUT /main/friends/request): accepts the user's friend request.
import { apiClient } from '../../../lib/api/client';

/** A failure throws the ApiError. */
export async function acceptFriendRequest(userId: number): Promise<void> {
  await apiClient.PUT('/main/friends/request', { body: { user_id: userId } });
}
