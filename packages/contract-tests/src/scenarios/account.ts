import { putTwice } from '../checks/put-idempotence.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import type { Scenario } from '../run.ts';
import { logIn, registerMember, strongPassword, type Member } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

/** A change token of the contract's form (ChangeToken: 16 to 128 characters) that no step issued. */
const WRONG_CHANGE_TOKEN = 'not-the-change-token';

/** Spec 02: account settings (general, privacy, security) and the chat-service connection. */
export const accountScenarios: ScenarioDefinition[] = [
  {
    name: 'account: settings, privacy, e-mail and password changes',
    async run(t) {
      const member = await registerMember(t, 'st');
      await settingsStayAsWritten(t, member.token);
      await changeEmail(t, member);
      await changePassword(t, member);
    },
  },
  {
    name: 'connections: chat service connect → refresh → revoke',
    async run(t) {
      const { token } = await registerMember(t, 'dc');
      await t.call('POST /connections/discord/refresh', { token, expect: 409, code: 'CN1002' });
      await t.call('POST /connections/discord/revoke', { token, expect: 409, code: 'CN1002' });
      await t.call('POST /connections/discord/authorize', {
        token,
        body: { token: 'no-such-code' },
        expect: 400,
        code: 'CN1001',
      });
      const code = await t.run.fixtures.chatServiceCode();
      const connected = await t.call<{ discord: { state: number } }>(
        'POST /connections/discord/authorize',
        { token, body: { token: code } },
      );
      t.assert(
        'state_transition',
        'connected',
        connected.body.discord.state === 1,
        1,
        connected.body.discord,
      );
      await t.call('POST /connections/discord/refresh', { token });
      await t.call('POST /connections/discord/revoke', { token });
      await t.call('POST /connections/discord/revoke', {
        token,
        step: 'revoke twice',
        expect: 409,
        code: 'CN1002',
      });
    },
  },
];

/** General and privacy settings: each write is idempotent, each refused write changes nothing. */
async function settingsStayAsWritten(t: Scenario, token: string): Promise<void> {
  await t.call('GET /account/data/settings', { token });
  // What the general and privacy settings hold now, as the settings read answers them.
  const settingsNow = async () => {
    const { general, privacy } = (
      await t.call<{ general: { about: string; signature: string }; privacy: unknown }>(
        'GET /account/data/settings',
        { token, step: 'settings read back' },
      )
    ).body;
    return { about: general.about, signature: general.signature, privacy };
  };
  const about = 'Contract tests were here.';
  await putTwice(t, {
    what: 'the about text',
    read: settingsNow,
    put: () => t.call('PUT /account/about', { token, body: { content: about } }),
  });
  await refusedUnchanged(t, {
    what: 'an about over 1500 characters',
    read: settingsNow,
    write: () =>
      t.call('PUT /account/about', {
        token,
        body: { content: 'a'.repeat(1501) },
        expect: 400,
        code: 'AC1001',
      }),
  });
  await putTwice(t, {
    what: 'the signature',
    read: settingsNow,
    put: () => t.call('PUT /account/signature', { token, body: { content: 'Signed, the kit.' } }),
  });
  await refusedUnchanged(t, {
    what: 'a signature over 200 characters',
    read: settingsNow,
    write: () =>
      t.call('PUT /account/signature', {
        token,
        body: { content: 's'.repeat(201) },
        expect: 400,
        code: 'AC1001',
      }),
  });
  let privacy: { privacy: { privacy_view: number } } | undefined;
  await putTwice(t, {
    what: 'privacy_view 1',
    read: settingsNow,
    put: async () => {
      privacy = (
        await t.call<{ privacy: { privacy_view: number } }>('PUT /account/privacy', {
          token,
          body: { option: 'view', level: 1 },
        })
      ).body;
    },
  });
  t.assert(
    'state_transition',
    'privacy_view is saved',
    privacy?.privacy.privacy_view === 1,
    1,
    privacy?.privacy,
  );
  await refusedUnchanged(t, {
    what: 'privacy level 9',
    read: settingsNow,
    write: () =>
      t.call('PUT /account/privacy', {
        token,
        body: { option: 'view', level: 9 },
        expect: 400,
        code: 'AC1002',
      }),
  });
  const settings = await settingsNow();
  t.assert(
    'ensure_resource_availability',
    'about is saved',
    settings.about === about,
    about,
    settings.about,
  );
}

/** The e-mail change: validate the new address, then change it with the token that issued. */
async function changeEmail(t: Scenario, member: Member): Promise<void> {
  const token = member.token;
  await t.call('POST /account/security/email/validate', {
    token,
    body: { email: 'x@' },
    expect: 400,
    code: 'AC1003',
  });
  await t.call('POST /account/security/email/validate', {
    token,
    body: { email: 'someone-else@contract-tests.example' },
    expect: 400,
    code: 'AC1004',
  });
  const emailToken = (
    await t.call<{ email_token: string }>('POST /account/security/email/validate', {
      token,
      body: { email: member.email },
    })
  ).body.email_token;
  await t.call('PUT /account/security/email', {
    token,
    body: { email: `n${member.email}`, token: WRONG_CHANGE_TOKEN },
    expect: 400,
    code: 'AC1005',
  });
  await t.call('PUT /account/security/email', {
    token,
    body: { email: member.email, token: emailToken },
    expect: 400,
    code: 'AC1006',
  });
  await t.call('PUT /account/security/email', {
    token,
    body: { email: `n${member.email}`, token: emailToken },
  });
}

/** The password change: strength, the current password's token, then a log-in with the new one. */
async function changePassword(t: Scenario, member: Member): Promise<void> {
  const token = member.token;
  await t.call('POST /account/security/pwd/strength', {
    token,
    body: { pwd: 'Another-Strong-Pass9' },
  });
  await t.call('POST /account/security/pwd/strength', {
    token,
    body: { pwd: 'abc' },
    expect: 400,
    code: 'AU1023',
  });
  await t.call('POST /account/security/pwd/validate', {
    token,
    body: { pwd: 'Not-My-Password-1' },
    expect: 400,
    code: 'AC1007',
  });
  const pwdToken = (
    await t.call<{ pwd_token: string }>('POST /account/security/pwd/validate', {
      token,
      body: { pwd: member.password },
    })
  ).body.pwd_token;
  await t.call('PUT /account/security/pwd', {
    token,
    body: { pwd: 'Another-Strong-Pass9', token: WRONG_CHANGE_TOKEN },
    expect: 400,
    code: 'AC1008',
  });
  await t.call('PUT /account/security/pwd', {
    token,
    body: { pwd: member.password, token: pwdToken },
    expect: 400,
    code: 'AC1009',
  });
  const pwd = strongPassword(`${member.username}p`);
  await t.call('PUT /account/security/pwd', { token, body: { pwd, token: pwdToken } });
  await logIn(t, { username: member.username, password: pwd });
}
