import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@endless/client';
import { refreshAccount } from '../../../lib/account';
import { acceptFriendRequest } from '../api/accept-friend-request';
import { blockUser } from '../api/block-user';
import { followUser } from '../api/follow-user';
import { getUserProfileQueryOptions } from '../../../lib/api/get-user-profile';
import { removeFriend } from '../api/remove-friend';
import { sendFriendRequest } from '../api/send-friend-request';
import { unblockUser } from '../api/unblock-user';
import { unfollowUser } from '../api/unfollow-user';
import {
  applyProfileAction,
  type ProfileAction,
  type ProfileResponse,
} from '../lib/profile-actions';

/** The operation behind each relation button; a failure throws the ApiError. */
function runProfileAction(action: ProfileAction, userId: number): Promise<void> {
  switch (action) {
    case 'addFriend':
      return sendFriendRequest(userId);
    case 'accept':
      return acceptFriendRequest(userId);
    case 'cancel':
    case 'decline':
    case 'unfriend':
      return removeFriend(userId);
    case 'follow':
      return followUser(userId);
    case 'unfollow':
      return unfollowUser(userId);
  }
}

/**
 * The relation buttons' calls. A success applies the transitions table to the cached profile; a
 * failure is only logged (spec 01 §4) and the button becomes usable again.
 */
export function useProfileActions(userId: number) {
  const queryClient = useQueryClient();
  const { queryKey } = getUserProfileQueryOptions(userId);

  const relation = useMutation({
    mutationFn: (action: ProfileAction) => runProfileAction(action, userId),
    onSuccess: (_data, action) => {
      queryClient.setQueryData<ProfileResponse>(queryKey, (profile) =>
        profile ? applyProfileAction(profile, action) : profile,
      );
      // The sidebar's friend-request count follows accepted and declined requests.
      if (action === 'accept' || action === 'decline') {
        void refreshAccount(queryClient);
      }
    },
    onError: (error, action) => {
      console.warn(`Profile action ${action} failed: ${errorMessage(error)}`);
    },
  });

  const block = useMutation({
    mutationFn: (blocked: boolean) => (blocked ? blockUser(userId) : unblockUser(userId)),
    // Block and unblock reload the page's data: back to the loading state, then the new relation.
    onSuccess: () => queryClient.resetQueries({ queryKey }),
    onError: (error, blocked) => {
      console.warn(`${blocked ? 'Block' : 'Unblock'} failed: ${errorMessage(error)}`);
    },
  });

  return {
    run: (action: ProfileAction) => relation.mutate(action),
    /** The action whose call is in flight. */
    pendingAction: relation.isPending ? relation.variables : undefined,
    setBlocked: (blocked: boolean) => block.mutateAsync(blocked).catch(() => undefined),
    blockPending: block.isPending,
  };
}
