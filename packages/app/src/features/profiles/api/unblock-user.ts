// unblockUser (DELETE /main/user/block): unblocks the user.
import { apiClient } from '../../../lib/api/client';

/** A failure throws the ApiError. */
export async function unblockUser(userId: number): Promise<void> {
  await apiClient.DELETE('/main/user/block', { body: { user_id: userId } });
}
