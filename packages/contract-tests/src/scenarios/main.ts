import type { DashboardResponse, RelationsResponse } from '@endless/client/generated';
import { createExactlyOnce, type Listed } from '../checks/created-exactly-once.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import { removeEverywhere } from '../checks/removed-everywhere.ts';
import type { Scenario } from '../run.ts';
import { registerMember, signIn, UNKNOWN_ID } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

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

/** Spec 01/02: profiles, friends, follows, blocks, search, dashboard and statuses. */
export const mainScenarios: ScenarioDefinition[] = [
  {
    name: 'friends: request → accept → unfriend; decline; cancel',
    async run(t) {
      const a = await registerMember(t, 'fa');
      const b = await registerMember(t, 'fb');
      const req = (token: string, user_id: number) => ({ token, body: { user_id } });
      await t.call('POST /main/friends/request', {
        ...req(a.token, a.id),
        step: 'befriend yourself',
        expect: 400,
        code: 'AC1014',
      });
      await t.call('POST /main/friends/request', {
        ...req(a.token, UNKNOWN_ID),
        expect: 404,
        code: 'AC1012',
      });
      await t.call('PUT /main/friends/request', {
        ...req(a.token, UNKNOWN_ID),
        expect: 404,
        code: 'AC1012',
      });
      await t.call('DELETE /main/friends/request', {
        ...req(a.token, UNKNOWN_ID),
        expect: 404,
        code: 'AC1012',
      });
      await t.call('PUT /main/friends/request', {
        ...req(b.token, a.id),
        step: 'accept a request never sent',
        expect: 409,
        code: 'AC1016',
      });
      const sent = await t.call<{ friend_state: number }>(
        'POST /main/friends/request',
        req(a.token, b.id),
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
            ...req(a.token, b.id),
            step: 'request twice',
            expect: 409,
            code: 'AC1016',
          }),
      });
      const accepted = await t.call<{ friend_state: number }>(
        'PUT /main/friends/request',
        req(b.token, a.id),
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
          t.call('DELETE /main/friends/request', { ...req(a.token, b.id), step: 'unfriend' }),
      });
      await t.call('DELETE /main/friends/request', {
        ...req(a.token, b.id),
        step: 'unfriend twice',
        expect: 409,
        code: 'AC1016',
      });
      await t.call('POST /main/friends/request', { ...req(a.token, b.id), step: 'request again' });
      await t.call('DELETE /main/friends/request', { ...req(b.token, a.id), step: 'decline' });
      await t.call('POST /main/friends/request', {
        ...req(a.token, b.id),
        step: 'request a third time',
      });
      const cancelled = await t.call<{ friend_state: number }>('DELETE /main/friends/request', {
        ...req(a.token, b.id),
        step: 'cancel',
      });
      t.assert(
        'state_transition',
        'no relation after cancel',
        cancelled.body.friend_state === 0,
        0,
        cancelled.body.friend_state,
      );
      const priv = await signIn(t, t.run.fixtures.accounts.private);
      await t.call('POST /main/friends/request', {
        ...req(a.token, priv.id),
        step: 'request a private account',
        expect: 403,
        code: 'AC1015',
      });
      const closed = await signIn(t, t.run.fixtures.accounts.terminated);
      await t.call('POST /main/friends/request', {
        ...req(a.token, closed.id),
        step: 'request a restricted account',
        expect: 403,
        code: 'AC1018',
      });
      await t.call('GET /main/data/users/relations', { token: a.token });
    },
  },
  {
    name: 'follows and blocks',
    async run(t) {
      const a = await registerMember(t, 'ba');
      const b = await registerMember(t, 'bb');
      const req = (token: string, user_id: number) => ({ token, body: { user_id } });
      const priv = await signIn(t, t.run.fixtures.accounts.private);
      await t.call('POST /main/user/follow', {
        ...req(a.token, UNKNOWN_ID),
        expect: 404,
        code: 'AC1012',
      });
      await t.call('DELETE /main/user/follow', {
        ...req(a.token, UNKNOWN_ID),
        expect: 404,
        code: 'AC1012',
      });
      await t.call('POST /main/user/follow', {
        ...req(a.token, priv.id),
        step: 'follow a private account',
        expect: 403,
        code: 'AC1015',
      });
      const closed = await signIn(t, t.run.fixtures.accounts.terminated);
      await t.call('POST /main/user/follow', {
        ...req(a.token, closed.id),
        step: 'follow a restricted account',
        expect: 403,
        code: 'AC1018',
      });
      await t.call('POST /main/user/follow', {
        ...req(a.token, a.id),
        step: 'follow yourself',
        expect: 400,
        code: 'AC1014',
      });
      const followed = await t.call<{ follow_state: number }>(
        'POST /main/user/follow',
        req(a.token, b.id),
      );
      t.assert(
        'state_transition',
        'following',
        followed.body.follow_state === 1,
        1,
        followed.body.follow_state,
      );
      await t.call('POST /main/user/follow', {
        ...req(a.token, b.id),
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
        remove: () => t.call('DELETE /main/user/follow', req(a.token, b.id)),
      });
      await t.call('DELETE /main/user/follow', {
        ...req(a.token, b.id),
        step: 'unfollow twice',
        expect: 409,
        code: 'AC1016',
      });
      await t.call('POST /main/user/block', {
        ...req(a.token, UNKNOWN_ID),
        expect: 404,
        code: 'AC1012',
      });
      await t.call('DELETE /main/user/block', {
        ...req(a.token, UNKNOWN_ID),
        expect: 404,
        code: 'AC1012',
      });
      await t.call('POST /main/user/block', {
        ...req(a.token, a.id),
        step: 'block yourself',
        expect: 400,
        code: 'AC1014',
      });
      await t.call('DELETE /main/user/block', {
        ...req(a.token, a.id),
        step: 'unblock yourself',
        expect: 400,
        code: 'AC1014',
      });
      await t.call('POST /main/user/block', req(a.token, b.id));
      await t.call('POST /main/user/block', {
        ...req(a.token, b.id),
        step: 'block twice',
        expect: 409,
        code: 'AC1016',
      });
      await t.call('POST /main/friends/request', {
        ...req(b.token, a.id),
        step: 'request from a blocked user',
        expect: 403,
        code: 'AC1017',
      });
      await t.call('POST /main/user/follow', {
        ...req(b.token, a.id),
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
      await t.call('DELETE /main/user/block', req(a.token, b.id));
      await t.call('DELETE /main/user/block', {
        ...req(a.token, b.id),
        step: 'unblock twice',
        expect: 409,
        code: 'AC1016',
      });
      await t.call('PUT /main/friends/request', {
        ...req(a.token, a.id),
        step: 'accept yourself',
        expect: 400,
        code: 'AC1014',
      });
      await t.call('DELETE /main/friends/request', {
        ...req(a.token, a.id),
        step: 'unfriend yourself',
        expect: 400,
        code: 'AC1014',
      });
      await t.call('DELETE /main/user/follow', {
        ...req(a.token, a.id),
        step: 'unfollow yourself',
        expect: 400,
        code: 'AC1014',
      });
    },
  },
  {
    name: 'profiles, search, dashboard and status',
    async run(t) {
      const a = await registerMember(t, 'pa');
      const priv = await signIn(t, t.run.fixtures.accounts.private);
      await t.call('GET /main/data/user', { query: { user_id: a.id }, step: 'profile, anonymous' });
      await t.call('GET /main/data/user', {
        token: a.token,
        query: { user_id: a.id },
        step: 'own profile',
      });
      await t.call('GET /main/data/user', {
        token: a.token,
        query: { user_id: priv.id },
        step: 'private profile',
        expect: 403,
        code: 'AC1011',
      });
      await t.call('GET /main/data/user', {
        query: { user_id: UNKNOWN_ID },
        expect: 404,
        code: 'AC1012',
      });
      const found = await t.call<{ results: { username: string }[] }>('GET /main/data/users', {
        token: a.token,
        query: { query: a.username },
      });
      t.assert(
        'ensure_resource_availability',
        'search finds the new account',
        found.body.results.some((r) => r.username === a.username),
        a.username,
        found.body.results.map((r) => r.username),
      );
      await t.call('GET /main/data/users', {
        token: a.token,
        query: { query: 'x'.repeat(23) },
        step: 'search too long',
        expect: 400,
      });
      await t.call('POST /main/dashboard/status', {
        token: a.token,
        body: { content: '' },
        expect: 400,
        code: 'MN1001',
      });
      // The contract's own bound, counted in code points: one astral character past it.
      const { maxLength } = t.run.contract.document.components!.schemas!.StatusContent as {
        maxLength: number;
      };
      await t.call('POST /main/dashboard/status', {
        token: a.token,
        body: { content: '🌌'.repeat(maxLength + 1) },
        step: 'a status one code point over its maxLength',
        expect: 400,
        code: 'MN1001',
      });
      const hello = `Hello from ${a.username}`;
      await createExactlyOnce(t, {
        what: 'the status in its author’s feed',
        list: async () => {
          const { body } = await t.call<DashboardResponse>('GET /main/data/dashboard', {
            token: a.token,
          });
          const own = body.dashboard[0]!.statuses.filter((row) => row.user_id === a.id);
          return { count: own.length, items: own };
        },
        create: () =>
          t.call('POST /main/dashboard/status', { token: a.token, body: { content: hello } }),
        isNew: (row) => row.content === hello,
      });
    },
  },
];
