import type { RelationsResponse } from '@endless/client/generated';
import type { Listed } from '../checks/created-exactly-once.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import { removeEverywhere } from '../checks/removed-everywhere.ts';
import type { Scenario } from '../run.ts';
import { signIn, UNKNOWN_ID, type Member } from '../steps.ts';

// The steps of the friends and the follows-and-blocks scenarios (main.ts): relations between two
// members, each checked on both sides.

type RelationList = 'pending' | 'current' | 'following' | 'followers';
const COUNT_OF = {
  pending: 'count_pending',
  current: 'count_friends',
  following: 'count_following',
  followers: 'count_followers',
} as const;

/** One of an account's relation lists, as ids, with the count the read reports for it. */
async function relationList(
  t: Scenario,
  token: string,
  list: RelationList,
): Promise<Listed<number>> {
  const { body } = await t.call<RelationsResponse>('GET /main/data/users/relations', {
    token,
    step: `relations read back (${list})`,
  });
  const count = body.counts[COUNT_OF[list]];
  return { count, items: body[list].map((row) => row.user_id) };
}

/** Both accounts' relation lists, as state. */
const relationsOf = (t: Scenario, ...tokens: string[]) =>
  Promise.all(
    tokens.map(
      async (token) =>
        (
          await t.call<RelationsResponse>('GET /main/data/users/relations', {
            token,
            step: 'relations read back',
          })
        ).body,
    ),
  );

/** A request naming another account: the caller's token, the other's user_id. */
const userRequest = (token: string, user_id: number) => ({ token, body: { user_id } });

/** Refused before any request exists: befriending yourself, an unknown id, accepting nothing. */
export async function friendRequestsRefusedUpFront(
  t: Scenario,
  a: Member,
  b: Member,
): Promise<void> {
  await t.call('POST /main/friends/request', {
    ...userRequest(a.token, a.id),
    step: 'befriend yourself',
    expect: 400,
    code: 'AC1014',
  });
  await t.call('POST /main/friends/request', {
    ...userRequest(a.token, UNKNOWN_ID),
    expect: 404,
    code: 'AC1012',
  });
  await t.call('PUT /main/friends/request', {
    ...userRequest(a.token, UNKNOWN_ID),
    expect: 404,
    code: 'AC1012',
  });
  await t.call('DELETE /main/friends/request', {
    ...userRequest(a.token, UNKNOWN_ID),
    expect: 404,
    code: 'AC1012',
  });
  await t.call('PUT /main/friends/request', {
    ...userRequest(b.token, a.id),
    step: 'accept a request never sent',
    expect: 409,
    code: 'AC1016',
  });
}

/** A request is pending once, accepted into both lists, and unfriending removes it from both. */
export async function requestAcceptUnfriend(t: Scenario, a: Member, b: Member): Promise<void> {
  const sent = await t.call<{ friend_state: number }>(
    'POST /main/friends/request',
    userRequest(a.token, b.id),
  );
  t.assert(
    'state_transition',
    'request pending',
    sent.body.friend_state === 1,
    1,
    sent.body.friend_state,
  );
  await refusedUnchanged(t, {
    what: 'a second friend request',
    read: () => relationsOf(t, a.token, b.token),
    write: () =>
      t.call('POST /main/friends/request', {
        ...userRequest(a.token, b.id),
        step: 'request twice',
        expect: 409,
        code: 'AC1016',
      }),
  });
  const accepted = await t.call<{ friend_state: number }>(
    'PUT /main/friends/request',
    userRequest(b.token, a.id),
  );
  t.assert(
    'state_transition',
    'friends',
    accepted.body.friend_state === 3,
    3,
    accepted.body.friend_state,
  );
  await removeEverywhere(t, {
    what: 'a friendship',
    holders: [
      {
        name: "a's friends",
        list: () => relationList(t, a.token, 'current'),
        isIt: (id) => id === b.id,
      },
      {
        name: "b's friends",
        list: () => relationList(t, b.token, 'current'),
        isIt: (id) => id === a.id,
      },
    ],
    remove: () =>
      t.call('DELETE /main/friends/request', { ...userRequest(a.token, b.id), step: 'unfriend' }),
  });
  await t.call('DELETE /main/friends/request', {
    ...userRequest(a.token, b.id),
    step: 'unfriend twice',
    expect: 409,
    code: 'AC1016',
  });
}

/** The other side declines a request; the sender cancels one. */
export async function declineAndCancel(t: Scenario, a: Member, b: Member): Promise<void> {
  await t.call('POST /main/friends/request', {
    ...userRequest(a.token, b.id),
    step: 'request again',
  });
  await t.call('DELETE /main/friends/request', { ...userRequest(b.token, a.id), step: 'decline' });
  await t.call('POST /main/friends/request', {
    ...userRequest(a.token, b.id),
    step: 'request a third time',
  });
  const cancelled = await t.call<{ friend_state: number }>('DELETE /main/friends/request', {
    ...userRequest(a.token, b.id),
    step: 'cancel',
  });
  t.assert(
    'state_transition',
    'no relation after cancel',
    cancelled.body.friend_state === 0,
    0,
    cancelled.body.friend_state,
  );
}

/** A private and a restricted account take no requests. */
export async function requestsToClosedAccountsRefused(t: Scenario, a: Member): Promise<void> {
  const priv = await signIn(t, t.run.fixtures.accounts.private);
  await t.call('POST /main/friends/request', {
    ...userRequest(a.token, priv.id),
    step: 'request a private account',
    expect: 403,
    code: 'AC1015',
  });
  const closed = await signIn(t, t.run.fixtures.accounts.terminated);
  await t.call('POST /main/friends/request', {
    ...userRequest(a.token, closed.id),
    step: 'request a restricted account',
    expect: 403,
    code: 'AC1018',
  });
  await t.call('GET /main/data/users/relations', { token: a.token });
}

/** Follow refusals, a follow listed on both sides, and unfollowing removes it from both. */
export async function followAndUnfollow(t: Scenario, a: Member, b: Member): Promise<void> {
  const priv = await signIn(t, t.run.fixtures.accounts.private);
  await t.call('POST /main/user/follow', {
    ...userRequest(a.token, UNKNOWN_ID),
    expect: 404,
    code: 'AC1012',
  });
  await t.call('DELETE /main/user/follow', {
    ...userRequest(a.token, UNKNOWN_ID),
    expect: 404,
    code: 'AC1012',
  });
  await t.call('POST /main/user/follow', {
    ...userRequest(a.token, priv.id),
    step: 'follow a private account',
    expect: 403,
    code: 'AC1015',
  });
  const closed = await signIn(t, t.run.fixtures.accounts.terminated);
  await t.call('POST /main/user/follow', {
    ...userRequest(a.token, closed.id),
    step: 'follow a restricted account',
    expect: 403,
    code: 'AC1018',
  });
  await t.call('POST /main/user/follow', {
    ...userRequest(a.token, a.id),
    step: 'follow yourself',
    expect: 400,
    code: 'AC1014',
  });
  const followed = await t.call<{ follow_state: number }>(
    'POST /main/user/follow',
    userRequest(a.token, b.id),
  );
  t.assert(
    'state_transition',
    'following',
    followed.body.follow_state === 1,
    1,
    followed.body.follow_state,
  );
  await t.call('POST /main/user/follow', {
    ...userRequest(a.token, b.id),
    step: 'follow twice',
    expect: 409,
    code: 'AC1016',
  });
  await removeEverywhere(t, {
    what: 'a follow',
    holders: [
      {
        name: "a's following",
        list: () => relationList(t, a.token, 'following'),
        isIt: (id) => id === b.id,
      },
      {
        name: "b's followers",
        list: () => relationList(t, b.token, 'followers'),
        isIt: (id) => id === a.id,
      },
    ],
    remove: () => t.call('DELETE /main/user/follow', userRequest(a.token, b.id)),
  });
  await t.call('DELETE /main/user/follow', {
    ...userRequest(a.token, b.id),
    step: 'unfollow twice',
    expect: 409,
    code: 'AC1016',
  });
}

/** Block refusals; a blocked user can neither request nor follow and sees block_state 2. */
export async function blockAndUnblock(t: Scenario, a: Member, b: Member): Promise<void> {
  await t.call('POST /main/user/block', {
    ...userRequest(a.token, UNKNOWN_ID),
    expect: 404,
    code: 'AC1012',
  });
  await t.call('DELETE /main/user/block', {
    ...userRequest(a.token, UNKNOWN_ID),
    expect: 404,
    code: 'AC1012',
  });
  await t.call('POST /main/user/block', {
    ...userRequest(a.token, a.id),
    step: 'block yourself',
    expect: 400,
    code: 'AC1014',
  });
  await t.call('DELETE /main/user/block', {
    ...userRequest(a.token, a.id),
    step: 'unblock yourself',
    expect: 400,
    code: 'AC1014',
  });
  await t.call('POST /main/user/block', userRequest(a.token, b.id));
  await t.call('POST /main/user/block', {
    ...userRequest(a.token, b.id),
    step: 'block twice',
    expect: 409,
    code: 'AC1016',
  });
  await t.call('POST /main/friends/request', {
    ...userRequest(b.token, a.id),
    step: 'request from a blocked user',
    expect: 403,
    code: 'AC1017',
  });
  await t.call('POST /main/user/follow', {
    ...userRequest(b.token, a.id),
    step: 'follow from a blocked user',
    expect: 403,
    code: 'AC1017',
  });
  const profile = await t.call<{ block_state: number }>('GET /main/data/user', {
    token: b.token,
    query: { user_id: a.id },
    step: 'profile of the blocker',
  });
  t.assert(
    'state_transition',
    'block_state 2 for the blocked viewer',
    profile.body.block_state === 2,
    2,
    profile.body.block_state,
  );
  await t.call('DELETE /main/user/block', userRequest(a.token, b.id));
  await t.call('DELETE /main/user/block', {
    ...userRequest(a.token, b.id),
    step: 'unblock twice',
    expect: 409,
    code: 'AC1016',
  });
}

/** Accepting, unfriending and unfollowing yourself are refused. */
export async function undoingYourselfRefused(t: Scenario, a: Member): Promise<void> {
  await t.call('PUT /main/friends/request', {
    ...userRequest(a.token, a.id),
    step: 'accept yourself',
    expect: 400,
    code: 'AC1014',
  });
  await t.call('DELETE /main/friends/request', {
    ...userRequest(a.token, a.id),
    step: 'unfriend yourself',
    expect: 400,
    code: 'AC1014',
  });
  await t.call('DELETE /main/user/follow', {
    ...userRequest(a.token, a.id),
    step: 'unfollow yourself',
    expect: 400,
    code: 'AC1014',
  });
}
