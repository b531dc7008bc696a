import type { Scenario } from '../run.ts';
import { logIn, registerMember, UNKNOWN_ID } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

/** Spec 02: the report form, the locked (/restricted) account, reactivation and a new username. */
export const accountabilityScenarios: ScenarioDefinition[] = [
  {
    name: 'accountability: report a user',
    async run(t) {
      const reporter = await registerMember(t, 'rp');
      const target = await registerMember(t, 'rt');
      const token = reporter.token;
      const found = await t.call<{ content_username: string }>('GET /accountability/report', {
        token,
        query: { type: 11, content: target.id },
      });
      t.assert(
        'ensure_resource_availability',
        'the report form names the user',
        found.body.content_username === target.username,
        target.username,
        found.body.content_username,
      );
      await t.call('GET /accountability/report', {
        token,
        query: { type: 99, content: target.id },
        expect: 400,
        code: 'RP1001',
      });
      await t.call('GET /accountability/report', {
        token,
        query: { type: 11, content: UNKNOWN_ID },
        expect: 404,
        code: 'RP1003',
      });
      await t.call('POST /accountability/report', {
        token,
        body: { type: 11, content: target.id, subject: 1, additional: 'Contract tests.' },
      });
      await t.call('POST /accountability/report', {
        token,
        body: { type: 11, content: target.id, subject: 9 },
        expect: 400,
        code: 'RP1002',
      });
      await t.call('POST /accountability/report', {
        token,
        body: { type: 11, content: target.id, subject: 1, additional: 'x'.repeat(1001) },
        expect: 400,
        code: 'RP1004',
      });
      await t.call('POST /accountability/report', {
        token,
        body: { type: 11, content: UNKNOWN_ID, subject: 1 },
        expect: 404,
        code: 'RP1003',
      });
    },
  },
  {
    name: 'accountability: restricted accounts reactivate or resubmit a username',
    async run(t) {
      await activeAccountHasNothingToResolve(t);
      await reactivateAfterSuspension(t);
      await noReactivationWhileBarred(t);
      await resubmitRejectedUsername(t);
    },
  },
];

/** A new account: no violation, reactivating is harmless, a new username is refused. */
async function activeAccountHasNothingToResolve(t: Scenario): Promise<void> {
  const clear = await registerMember(t, 'vc');
  const none = await t.call<{ violation: unknown }>('GET /accountability/violation', {
    token: clear.token,
    step: 'no violation',
  });
  t.assert(
    'state_transition',
    'no violation on a new account',
    none.body.violation === null,
    null,
    none.body.violation,
  );
  await t.call('PATCH /accountability/violation', {
    token: clear.token,
    step: 'reactivate an active account',
  });
  await t.call('PATCH /accountability/username', {
    token: clear.token,
    body: { username: t.run.unique('un') },
    step: 'new username without a rejection',
    expect: 409,
    code: 'VL1003',
  });
}

/** An ended suspension keeps the account restricted until it reactivates. */
async function reactivateAfterSuspension(t: Scenario): Promise<void> {
  const ended = await registerMember(t, 've');
  await t.run.fixtures.setState(ended.username, 'ended-suspension');
  await t.call('GET /account/data/settings', {
    token: ended.token,
    step: 'suspended account is restricted',
    expect: 403,
    code: 'AC1020',
  });
  await t.call('GET /accountability/violation', {
    token: ended.token,
    step: 'ended suspension',
  });
  await t.call('PATCH /accountability/violation', {
    token: ended.token,
    step: 'reactivate after the suspension',
  });
  const restored = await t.call<{ account_state: number }>('GET /account/sync', {
    token: ended.token,
    step: 'restored',
  });
  t.assert(
    'state_transition',
    'account_state 1 after reactivation',
    restored.body.account_state === 1,
    1,
    restored.body.account_state,
  );
}

/** A running suspension and a termination refuse reactivation. */
async function noReactivationWhileBarred(t: Scenario): Promise<void> {
  const running = await registerMember(t, 'vr');
  await t.run.fixtures.setState(running.username, 'running-suspension');
  await t.call('PATCH /accountability/violation', {
    token: running.token,
    step: 'reactivate during a suspension',
    expect: 403,
    code: 'VL1002',
  });

  const { access_token: terminated } = await logIn(t, t.run.fixtures.accounts.terminated);
  await t.call('PATCH /accountability/violation', {
    token: terminated,
    step: 'reactivate a termination',
    expect: 403,
    code: 'VL1001',
  });
}

/** A rejected username: the same or a taken name is refused, a new one restores the account. */
async function resubmitRejectedUsername(t: Scenario): Promise<void> {
  const renamed = await registerMember(t, 'vn');
  await t.run.fixtures.setState(renamed.username, 'rejected-username');
  const violation = await t.call<{ restriction_type: number }>('GET /accountability/violation', {
    token: renamed.token,
    step: 'rejected username',
  });
  t.assert(
    'state_transition',
    'restriction_type 1',
    violation.body.restriction_type === 1,
    1,
    violation.body.restriction_type,
  );
  await t.call('PATCH /accountability/username', {
    token: renamed.token,
    body: { username: renamed.username },
    step: 'resubmit the rejected name',
    expect: 400,
    code: 'AU1025',
  });
  await t.call('PATCH /accountability/username', {
    token: renamed.token,
    body: { username: t.run.fixtures.accounts.member.username },
    step: 'resubmit a taken name',
    expect: 400,
    code: 'AU1026',
  });
  const name = t.run.unique('nw');
  await t.call('PATCH /accountability/username', {
    token: renamed.token,
    body: { username: name },
  });
  const synced = await t.call<{ username: string; account_state: number }>('GET /account/sync', {
    token: renamed.token,
    step: 'renamed and restored',
  });
  t.assert(
    'state_transition',
    'new name, account_state 1',
    synced.body.username === name && synced.body.account_state === 1,
    { username: name, account_state: 1 },
    synced.body,
  );
}
