import { describe, expect, it } from 'vitest';
import {
  applyProfileAction,
  profileActions,
  type ProfileAction,
  type ProfileRelation,
  type ProfileResponse,
} from '../../../../features/profiles/lib/profile-actions';

type Relation = {
  block: 0 | 1 | 2;
  friend: 0 | 1 | 2 | 3;
  follow: 0 | 1;
  privacyFriend: 0 | 1 | 2;
  privacyFollow: 0 | 1 | 2;
  restricted?: boolean;
};

function relation({
  block,
  friend,
  follow,
  privacyFriend,
  privacyFollow,
  restricted = false,
}: Relation): ProfileRelation {
  return {
    block_state: block,
    friend_state: friend,
    follow_state: follow,
    profile_data: { privacy_friend: privacyFriend, privacy_follow: privacyFollow, restricted },
  };
}

// The rules of spec 01 §4, restated one by one as the oracle.
function expected({
  block,
  friend,
  follow,
  privacyFriend,
  privacyFollow,
  restricted = false,
}: Relation): ProfileAction[] {
  if (block !== 0) return [];
  const actions: ProfileAction[] = [];
  // A restricted account takes no new relation (contract: ProfileData.restricted).
  if (!restricted && privacyFriend !== 0 && friend === 0 && (privacyFriend === 2 || follow === 1)) {
    actions.push('addFriend');
  }
  if (friend === 1) actions.push('cancel');
  if (friend === 2) actions.push(...(restricted ? [] : (['accept'] as const)), 'decline');
  if (friend === 3) actions.push('unfriend');
  if (!restricted && privacyFollow !== 0 && follow === 0 && (privacyFollow === 2 || friend === 3)) {
    actions.push('follow');
  }
  if (follow === 1) actions.push('unfollow');
  return actions;
}

const every: Relation[] = [];
for (const block of [0, 1, 2] as const)
  for (const friend of [0, 1, 2, 3] as const)
    for (const follow of [0, 1] as const)
      for (const privacyFriend of [0, 1, 2] as const)
        for (const privacyFollow of [0, 1, 2] as const)
          for (const restricted of [false, true])
            every.push({ block, friend, follow, privacyFriend, privacyFollow, restricted });

// One test over all 432 states: the setup resets the mock database after every test.
describe('profileActions', () => {
  it('follows the rules for every combination of block, friend, follow, privacy and restriction', () => {
    expect(every).toHaveLength(432);
    for (const state of every) {
      expect(profileActions(relation(state)), JSON.stringify(state)).toEqual(expected(state));
    }
  });
});

describe('profileActions: the rules as written', () => {
  const base: Relation = { block: 0, friend: 0, follow: 0, privacyFriend: 2, privacyFollow: 2 };
  it.each<[string, Partial<Relation>, ProfileAction[]]>([
    ['a stranger open to everyone', {}, ['addFriend', 'follow']],
    ['blocked by me: nothing', { block: 1 }, []],
    ['blocked by them: nothing', { block: 2, friend: 3, follow: 1 }, []],
    ['friend requests from nobody', { privacyFriend: 0 }, ['follow']],
    ['requests from followers only, not following', { privacyFriend: 1 }, ['follow']],
    [
      'requests from followers only, following',
      { privacyFriend: 1, follow: 1 },
      ['addFriend', 'unfollow'],
    ],
    ['follows from nobody', { privacyFollow: 0 }, ['addFriend']],
    ['follows from friends only, not friends', { privacyFollow: 1 }, ['addFriend']],
    ['follows from friends only, friends', { privacyFollow: 1, friend: 3 }, ['unfriend', 'follow']],
    ['request sent', { friend: 1 }, ['cancel', 'follow']],
    ['request received', { friend: 2 }, ['accept', 'decline', 'follow']],
    ['friends and following', { friend: 3, follow: 1 }, ['unfriend', 'unfollow']],
    [
      'unfollow shows even when follows are closed',
      { follow: 1, privacyFollow: 0 },
      ['addFriend', 'unfollow'],
    ],
    ['restricted: nothing that starts a relation', { restricted: true }, []],
    [
      'restricted: ending relations stays possible',
      { restricted: true, friend: 2, follow: 1 },
      ['decline', 'unfollow'],
    ],
  ])('%s', (_name, overrides, actions) => {
    expect(profileActions(relation({ ...base, ...overrides }))).toEqual(actions);
  });
});

describe('applyProfileAction: the transitions table', () => {
  const profile = (friend: 0 | 1 | 2 | 3, follow: 0 | 1): ProfileResponse => ({
    status: 200,
    error_code: null,
    block_state: 0,
    friend_state: friend,
    follow_state: follow,
    profile_data: {
      username: 'someone',
      about: '',
      signature: '',
      render_half: 'abc',
      staff: false,
      subscriber: 0,
      privacy_activity: 3,
      privacy_follow: 2,
      privacy_friend: 2,
      privacy_view: 3,
      online_status: 0,
      restricted: false,
    },
    profile_data_stats: { user_friends_count: 10, user_followers: 20, profile_views: 30 },
  });

  it.each<
    [
      ProfileAction,
      ProfileResponse,
      { friend: number; follow: number; friends: number; followers: number },
    ]
  >([
    ['addFriend', profile(0, 0), { friend: 1, follow: 0, friends: 10, followers: 20 }],
    ['cancel', profile(1, 0), { friend: 0, follow: 0, friends: 10, followers: 20 }],
    ['accept', profile(2, 0), { friend: 3, follow: 0, friends: 11, followers: 20 }],
    ['decline', profile(2, 0), { friend: 0, follow: 0, friends: 10, followers: 20 }],
    ['unfriend', profile(3, 0), { friend: 0, follow: 0, friends: 9, followers: 20 }],
    ['follow', profile(0, 0), { friend: 0, follow: 1, friends: 10, followers: 21 }],
    ['unfollow', profile(0, 1), { friend: 0, follow: 0, friends: 10, followers: 19 }],
  ])('%s', (action, before, after) => {
    const next = applyProfileAction(before, action);
    expect({
      friend: next.friend_state,
      follow: next.follow_state,
      friends: next.profile_data_stats.user_friends_count,
      followers: next.profile_data_stats.user_followers,
    }).toEqual(after);
    expect(next.profile_data_stats.profile_views).toBe(30);
  });
});
