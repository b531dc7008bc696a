// sendFriendRequest (POST /main/friends/request): sends a friend request.
import { apiClient } from '../../../lib/api/client';

/** A failure throws the ApiError. */
export async function sendFriendRequest(userId: number): Promise<void> {
  await apiClient.POST('/main/friends/request', { body: { user_id: userId } });
}
