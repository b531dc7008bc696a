import { logIn, registerMember, strongPassword, type Tokens } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

/** Spec 01 (register, log in, account sync) and 02 (verification, password reset). */
export const authScenarios: ScenarioDefinition[] = [
  {
    name: 'auth: register → sync → verify e-mail',
    async run(t) {
      const username = t.run.unique('rg');
      await t.call('POST /register/validate/email', {
        body: { email: `${username}@contract-tests.example` },
      });
      await t.call('POST /register/validate/email', {
        body: { email: 'not-an-email' },
        expect: 400,
        code: 'AU1021',
      });
      await t.call('POST /register/validate/user', { body: { username } });
      await t.call('POST /register/validate/user', {
        body: { username: t.run.fixtures.accounts.member.username },
        expect: 400,
        code: 'AU1026',
      });
      await t.call('POST /register/validate/user', {
        body: { username: 'no spaces!' },
        step: 'username of the wrong shape',
        expect: 400,
        code: 'AU1020',
      });
      await t.call('POST /register/validate/email', {
        body: { email: 'member@example.com' },
        step: 'an e-mail another account uses',
        expect: 400,
        code: 'AU1027',
      });
      await t.call('POST /register/validate/password', { body: { pwd: strongPassword(username) } });
      await t.call('POST /register/validate/password', {
        body: { pwd: 'short' },
        expect: 400,
        code: 'AU1023',
      });
      await t.call('POST /register/user', {
        step: 'registerUser with an impossible birthday',
        body: {
          dob: '2/31/1990',
          email: `${username}@contract-tests.example`,
          username,
          password: strongPassword(username),
        },
        expect: 400,
        code: 'AU1022',
      });
      const member = await registerMember(t, 'rg');
      const sync = await t.call<{ username: string; verified_email: number }>('GET /account/sync', {
        token: member.token,
      });
      t.assert(
        'ensure_resource_availability',
        'the new account syncs',
        sync.body.username === member.username && sync.body.verified_email === 0,
        { username: member.username, verified_email: 0 },
        sync.body,
      );
      await t.call('GET /account/data/verification', { token: member.token });
      await t.call('POST /account/email/verify', {
        token: member.token,
        step: 'resend the verification e-mail',
      });
      await t.call('PUT /account/verify', {
        token: member.token,
        body: { token: 'ZZZZZZZZZZZZZZZZ' },
        expect: 400,
        code: 'AC1013',
      });
      const code = await t.run.fixtures.verificationCode(member.username);
      await t.call('PUT /account/verify', { token: member.token, body: { token: code } });
      const after = await t.call<{ verified_email: number }>('GET /account/sync', {
        token: member.token,
      });
      t.assert(
        'state_transition',
        'verified after the code',
        after.body.verified_email === 1,
        1,
        after.body.verified_email,
      );
      await t.call('PUT /account/verify', {
        token: member.token,
        body: { token: code },
        expect: 409,
        code: 'AC1010',
      });
      await t.call('POST /account/email/verify', {
        token: member.token,
        expect: 409,
        code: 'AC1010',
      });
    },
  },
  {
    name: 'auth: log in (with and without remember) → refresh rotates → log out',
    async run(t) {
      const member = await registerMember(t, 'li');
      const credentials = { username: member.username, password: member.password };
      await t.call('POST /OAuth2/authorize', {
        body: { ...credentials, password: 'Wrong-Pass-123', remember: false },
        expect: 400,
        code: 'AU1003',
      });
      await t.call('POST /OAuth2/authorize', {
        body: { username: t.run.unique('nobody'), password: member.password, remember: false },
        expect: 400,
        code: 'AU1002',
      });
      await logIn(t, credentials, true);
      const first = await logIn(t, credentials, false);
      const rotated = await t.call<{ tokens: Tokens }>('PUT /OAuth2/authorize', {
        step: 'refresh',
        body: first,
      });
      const second = rotated.body.tokens;
      t.assert(
        'token_rotation',
        'refresh gives a new pair',
        second.refresh_token !== first.refresh_token && second.access_token !== first.access_token,
        'new tokens',
        second,
      );
      await t.call('PUT /OAuth2/authorize', {
        step: 'refresh with the rotated-out pair',
        body: first,
        expect: 401,
        code: 'AU1004',
      });
      await t.call('GET /account/sync', {
        step: 'sync with the rotated-out access token',
        token: first.access_token,
        expect: 401,
        code: 'AU1001',
      });
      await t.call('GET /account/sync', {
        step: 'sync with the new access token',
        token: second.access_token,
      });
      await t.call('DELETE /OAuth2/authorize', {
        step: 'log out',
        body: { accessToken: second.access_token, refreshToken: second.refresh_token },
      });
      await t.call('GET /account/sync', {
        step: 'sync after logout (use_after_free)',
        token: second.access_token,
        expect: 401,
        code: 'AU1001',
      });
      await t.call('PUT /OAuth2/authorize', {
        step: 'refresh after logout',
        body: second,
        expect: 401,
        code: 'AU1004',
      });
    },
  },
  {
    name: 'auth: forgotten password → reset link → new password',
    async run(t) {
      const member = await registerMember(t, 'fp');
      await t.call('POST /OAuth2/forgot', {
        body: { input: t.run.unique('nobody') },
        expect: 400,
        code: 'AU1030',
      });
      await t.call('POST /OAuth2/forgot', { body: { input: member.username } });
      const link = await t.run.fixtures.resetLink(member.username);
      await t.call('POST /OAuth2/reset/validate', {
        body: { id: link.id, token: 'not-the-token' },
        expect: 400,
        code: 'AU1010',
      });
      await t.call('POST /OAuth2/reset/validate', { body: link });
      const pwd = strongPassword(`${member.username}x`);
      await t.call('PUT /OAuth2/reset/password', {
        step: 'reset to a weak password',
        body: { ...link, pwd: 'aaaaaaaa' },
        expect: 400,
        code: 'AU1024',
      });
      await t.call('PUT /OAuth2/reset/password', { body: { ...link, pwd } });
      await t.call('PUT /OAuth2/reset/password', {
        step: 'reuse the spent link',
        body: { ...link, pwd },
        expect: 400,
        code: 'AU1010',
      });
      await t.call('GET /account/sync', {
        step: 'the old session ended',
        token: member.token,
        expect: 401,
        code: 'AU1001',
      });
      await t.call('POST /OAuth2/authorize', {
        step: 'old password refused',
        body: { username: member.username, password: member.password, remember: false },
        expect: 400,
        code: 'AU1003',
      });
      await logIn(t, { username: member.username, password: pwd });
    },
  },
  {
    name: 'system: ping',
    async run(t) {
      const ping = await t.call<{ api_version: string }>('GET /ping');
      t.assert(
        'version_conformance',
        'api_version is the contract version',
        ping.body.api_version === t.run.contract.version,
        t.run.contract.version,
        ping.body.api_version,
      );
    },
  },
];
