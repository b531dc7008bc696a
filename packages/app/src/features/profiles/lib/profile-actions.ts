// The relation buttons of a public profile and what each one does to the shown relation
// (spec 01 §4 "Button visibility on a profile" and the transitions table).
import type { components } from '@endless/client';

export type ProfileResponse = components['schemas']['ProfileResponse'];

/** The fields the visibility rules read. */
export type ProfileRelation = Pick<
  ProfileResponse,
  'block_state' | 'friend_state' | 'follow_state'
> & {
  profile_data: Pick<
    ProfileResponse['profile_data'],
    'privacy_friend' | 'privacy_follow' | 'restricted'
  >;
};

export type ProfileAction =
  'addFriend' | 'cancel' | 'accept' | 'decline' | 'unfriend' | 'follow' | 'unfollow';

/** Button order on the page: friend actions first, then follow actions. */
export const PROFILE_ACTION_ORDER: readonly ProfileAction[] = [
  'addFriend',
  'cancel',
  'accept',
  'decline',
  'unfriend',
  'follow',
  'unfollow',
];

export const PROFILE_ACTION_LABELS: Record<ProfileAction, string> = {
  addFriend: 'Add Friend',
  cancel: 'Cancel',
  accept: 'Accept',
  decline: 'Decline',
  unfriend: 'Unfriend',
  follow: 'Follow',
  unfollow: 'Unfollow',
};

/** Actions that start a relation: a restricted account takes none (the server answers AC1018). */
const STARTS_RELATION: ReadonlySet<ProfileAction> = new Set(['addFriend', 'accept', 'follow']);

/** The action buttons the viewer sees, in page order. */
export function profileActions(profile: ProfileRelation): ProfileAction[] {
  if (profile.block_state) return [];
  const { privacy_friend, privacy_follow, restricted } = profile.profile_data;
  const { friend_state, follow_state } = profile;
  const iFollowThem = follow_state === 1;
  const weAreFriends = friend_state === 3;
  const shown: Record<ProfileAction, boolean> = {
    addFriend:
      privacy_friend !== 0 &&
      friend_state === 0 &&
      (privacy_friend === 2 || (privacy_friend === 1 && iFollowThem)),
    cancel: friend_state === 1,
    accept: friend_state === 2,
    decline: friend_state === 2,
    unfriend: friend_state === 3,
    follow:
      privacy_follow !== 0 &&
      follow_state === 0 &&
      (privacy_follow === 2 || (privacy_follow === 1 && weAreFriends)),
    unfollow: follow_state === 1,
  };
  return PROFILE_ACTION_ORDER.filter(
    (action) => shown[action] && !(restricted && STARTS_RELATION.has(action)),
  );
}

/** The profile as it stands after `action` succeeded (the transitions table). */
export function applyProfileAction(
  profile: ProfileResponse,
  action: ProfileAction,
): ProfileResponse {
  const stats = profile.profile_data_stats;
  switch (action) {
    case 'addFriend':
      return { ...profile, friend_state: 1 };
    case 'cancel':
    case 'decline':
      return { ...profile, friend_state: 0 };
    case 'accept':
      return {
        ...profile,
        friend_state: 3,
        profile_data_stats: { ...stats, user_friends_count: stats.user_friends_count + 1 },
      };
    case 'unfriend':
      return {
        ...profile,
        friend_state: 0,
        profile_data_stats: {
          ...stats,
          user_friends_count: Math.max(0, stats.user_friends_count - 1),
        },
      };
    case 'follow':
      return {
        ...profile,
        follow_state: 1,
        profile_data_stats: { ...stats, user_followers: stats.user_followers + 1 },
      };
    case 'unfollow':
      return {
        ...profile,
        follow_state: 0,
        profile_data_stats: { ...stats, user_followers: Math.max(0, stats.user_followers - 1) },
      };
  }
}
