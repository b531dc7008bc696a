import { describe, expect, it } from 'vitest';
import { OUTBOX_PATH, outbox, type OutboxEmail } from '../src/controls/outbox.ts';
import { advance } from '../src/domain/clock.ts';
import { SEEDED_CODES } from '../src/runtimes/node.ts';
import { MINUTE, latestCode, member, settings, sync } from './account-seed.ts';
import {
  API,
  account,
  clientFor,
  expectError,
  rawCall,
  setupForumsServer,
  tokenOf,
} from './support.ts';

setupForumsServer();

describe('e-mail change and verification', () => {
  it('checks the current e-mail (AC1003 malformed, AC1004 not current) before handing a token', async () => {
    const client = await clientFor('member');
    await expectError(
      client.POST('/account/security/email/validate', { body: { email: 'not-an-email' } }),
      400,
      'AC1003',
      'Invalid Email Address',
    );
    await expectError(
      client.POST('/account/security/email/validate', { body: { email: 'other@example.com' } }),
      400,
      'AC1004',
    );
    const { data } = await client.POST('/account/security/email/validate', {
      body: { email: 'MEMBER@example.com' },
    });
    expect(data!.email_token).toMatch(/^et_/);
  });

  it('makes the new address pending (verified_email 2) and verifies it with the e-mailed code', async () => {
    const client = await clientFor('member');
    const token = (
      await client.POST('/account/security/email/validate', {
        body: { email: 'member@example.com' },
      })
    ).data!.email_token;
    await client.PUT('/account/security/email', {
      body: { email: 'new.me@endless.example', token },
    });
    expect((await sync(client)).verified_email).toBe(2);
    expect(member().email).toBe('member@example.com');
    expect((await settings(client)).security).toEqual({ emailVerified: 0, emailPending: 1 });
    expect((await client.GET('/account/data/verification')).data).toEqual({
      status: 200,
      username: 'member',
      email: 'ne****@en*****.example',
      email_state: 2,
    });

    const email = outbox('member').find((sent) => sent.kind === 'verification')!;
    expect(email).toMatchObject({ kind: 'verification', to: 'new.me@endless.example' });
    expect(email.link).toBe(`/account/verify/${email.token}`);
    await client.PUT('/account/verify', { body: { token: email.token } });
    expect(member()).toMatchObject({
      email: 'new.me@endless.example',
      verified_email: 1,
      pending_email: null,
    });
    expect((await settings(client)).general.email).toBe('ne****@en*****.example');
  });

  it('refuses a bad, spent or expired token (AC1005), the same address (AC1006) and a taken one (AU1027)', async () => {
    const client = await clientFor('member');
    const issue = async () =>
      (
        await client.POST('/account/security/email/validate', {
          body: { email: 'member@example.com' },
        })
      ).data!.email_token;
    const change = (email: string, token: string) =>
      client.PUT('/account/security/email', { body: { email, token } });
    await expectError(change('fresh@example.com', 'et_0000000000000000'), 400, 'AC1005');
    const token = await issue();
    await expectError(change('nope', token), 400, 'AC1003');
    await expectError(
      change('Member@Example.com', token),
      400,
      'AC1006',
      'Updated email cannot match current email',
    );
    await expectError(change('staff@example.com', token), 400, 'AU1027');
    expect(member().verified_email).toBe(1);
    await change('fresh@example.com', token);
    await expectError(change('fresh2@example.com', token), 400, 'AC1005');
    const late = await issue();
    advance(10 * MINUTE + 1000);
    await expectError(change('fresh3@example.com', late), 400, 'AC1005');
  });

  it('resends only while unverified or pending (409 AC1010), and only the newest code works', async () => {
    const unverified = await clientFor('unverified');
    expect((await unverified.GET('/account/data/verification')).data!.email_state).toBe(0);
    await unverified.POST('/account/email/verify');
    const code = latestCode('unverified');
    expect(code).toHaveLength(16);
    expect(code).not.toBe(SEEDED_CODES.verification);
    await expectError(
      unverified.PUT('/account/verify', { body: { token: SEEDED_CODES.verification } }),
      400,
      'AC1013',
      'Invalid Verification Code',
    );
    await unverified.PUT('/account/verify', { body: { token: code } });
    expect((await sync(unverified)).verified_email).toBe(1);
    await expectError(
      unverified.POST('/account/email/verify'),
      409,
      'AC1010',
      'Email Already Verified',
    );
    await expectError(unverified.PUT('/account/verify', { body: { token: code } }), 409, 'AC1010');
  });

  it('verifies the seeded code and refuses codes that are not 16 characters (AC1013)', async () => {
    const client = await clientFor('unverified');
    for (const token of ['', 'SHORT', `${SEEDED_CODES.verification}X`]) {
      await expectError(client.PUT('/account/verify', { body: { token } }), 400, 'AC1013');
    }
    await client.PUT('/account/verify', { body: { token: SEEDED_CODES.verification } });
    expect(account(6).verified_email).toBe(1);
  });

  it('lists the live verification and reset e-mails at GET /__mock/outbox', async () => {
    // The runtimes' own handler list serves it; nothing is added for this test.
    await (await clientFor('unverified')).POST('/account/email/verify');
    const response = await fetch(`${API}${OUTBOX_PATH}?username=Unverified`);
    const { emails } = (await response.json()) as { emails: OutboxEmail[] };
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({ kind: 'verification', to: 'unverified@example.com' });
    const all = (await (await fetch(`${API}${OUTBOX_PATH}`)).json()) as { emails: OutboxEmail[] };
    expect(all.emails.map((email) => email.link)).toContain(
      `/account/reset/password/1/${SEEDED_CODES.reset}`,
    );
  });
});

describe('password change', () => {
  it('checks the current password (AC1007) before handing a token', async () => {
    const client = await clientFor('member');
    for (const pwd of ['short', 'wrong-password']) {
      await expectError(
        client.POST('/account/security/pwd/validate', { body: { pwd } }),
        400,
        'AC1007',
        'Invalid Password',
      );
    }
    const { data } = await client.POST('/account/security/pwd/validate', {
      body: { pwd: 'member-pass' },
    });
    expect(data!.pwd_token).toMatch(/^pt_/);
  });

  it('scores a new password 0–4 and answers AU1023 under 6 characters', async () => {
    const client = await clientFor('member');
    const strength = async (pwd: string) =>
      (await client.POST('/account/security/pwd/strength', { body: { pwd } })).data!.strength;
    expect(await strength('password')).toBe(0);
    expect(await strength('abcdefgh')).toBe(1);
    expect(await strength('Correct-Horse-9')).toBe(4);
    await expectError(
      client.POST('/account/security/pwd/strength', { body: { pwd: 'abc' } }),
      400,
      'AU1023',
    );
  });

  it('changes the password with the token, ending the other sessions only', async () => {
    const other = await tokenOf('member');
    const client = await clientFor('member');
    const token = (
      await client.POST('/account/security/pwd/validate', { body: { pwd: 'member-pass' } })
    ).data!.pwd_token;
    const update = (pwd: string, pwdToken = token) =>
      client.PUT('/account/security/pwd', { body: { pwd, token: pwdToken } });
    await expectError(update('Another-Pass-1', 'pt_0000000000000000'), 400, 'AC1008');
    await expectError(update('abc'), 400, 'AU1023');
    await expectError(
      update('member-pass'),
      400,
      'AC1009',
      'Updated Passwords cannot match current password',
    );
    await expectError(update('aaaaaaaa'), 400, 'AU1024');
    expect(member().password).toBe('member-pass');

    await update('Another-Pass-1');
    expect(member().password).toBe('Another-Pass-1');
    expect((await sync(client)).username).toBe('member');
    const stale = await rawCall('GET', '/account/sync', { token: other });
    expect([stale.status, stale.body.error_code]).toEqual([401, 'AU1001']);
    await expectError(update('Third-Pass-22'), 400, 'AC1008');
  });

  it('lets a step-1 token expire after 10 minutes', async () => {
    const client = await clientFor('member');
    const token = (
      await client.POST('/account/security/pwd/validate', { body: { pwd: 'member-pass' } })
    ).data!.pwd_token;
    advance(10 * MINUTE + 1000);
    // The access token lives 15 minutes: this one is still valid.
    await expectError(
      client.PUT('/account/security/pwd', { body: { pwd: 'Another-Pass-1', token } }),
      400,
      'AC1008',
    );
  });
});
