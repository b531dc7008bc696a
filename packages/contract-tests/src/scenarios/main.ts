import type { DashboardResponse } from '@endless/client/generated';
import { createExactlyOnce } from '../checks/created-exactly-once.ts';
import { registerMember, signIn, UNKNOWN_ID } from '../steps.ts';
import {
  blockAndUnblock,
  declineAndCancel,
  followAndUnfollow,
  friendRequestsRefusedUpFront,
  requestAcceptUnfriend,
  requestsToClosedAccountsRefused,
  undoingYourselfRefused,
} from './main-relations.ts';
import type { ScenarioDefinition } from './scenario.ts';

/** Spec 01/02: profiles, friends, follows, blocks, search, dashboard and statuses. */
export const mainScenarios: ScenarioDefinition[] = [
  {
    name: 'friends: request → accept → unfriend; decline; cancel',
    async run(t) {
      const a = await registerMember(t, 'fa');
      const b = await registerMember(t, 'fb');
      await friendRequestsRefusedUpFront(t, a, b);
      await requestAcceptUnfriend(t, a, b);
      await declineAndCancel(t, a, b);
      await requestsToClosedAccountsRefused(t, a);
    },
  },
  {
    name: 'follows and blocks',
    async run(t) {
      const a = await registerMember(t, 'ba');
      const b = await registerMember(t, 'bb');
      await followAndUnfollow(t, a, b);
      await blockAndUnblock(t, a, b);
      await undoingYourselfRefused(t, a);
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
