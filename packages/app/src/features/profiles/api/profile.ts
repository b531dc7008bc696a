// The profile's calls: the profile itself, the relation actions and block/unblock (spec 01 §7).
import { apiClient, $api } from '../../../lib/api/client';
import type { ProfileAction } from '../lib/profile-actions';

export function userProfileQueryOptions(userId: number) {
  return $api.queryOptions('get', '/main/data/user', { params: { query: { user_id: userId } } });
}

/** Runs one relation action; a failure throws the ApiError. */
export async function runProfileAction(action: ProfileAction, userId: number): Promise<void> {
  const body = { user_id: userId };
  switch (action) {
    case 'addFriend':
      await apiClient.POST('/main/friends/request', { body });
      return;
    case 'accept':
      await apiClient.PUT('/main/friends/request', { body });
      return;
    case 'cancel':
    case 'decline':
    case 'unfriend':
      await apiClient.DELETE('/main/friends/request', { body });
      return;
    case 'follow':
      await apiClient.POST('/main/user/follow', { body });
      return;
    case 'unfollow':
      await apiClient.DELETE('/main/user/follow', { body });
      return;
  }
}

/** Blocks (`block`) or unblocks the user. */
export async function setBlocked(userId: number, block: boolean): Promise<void> {
  const body = { user_id: userId };
  if (block) await apiClient.POST('/main/user/block', { body });
  else await apiClient.DELETE('/main/user/block', { body });
}
