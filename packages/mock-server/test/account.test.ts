import type { ApiClient, components } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { OUTBOX_PATH, outbox, type OutboxEmail } from '../src/controls/outbox.ts';
import type { AccountData } from '../src/db/index.ts';
import { obfuscateEmail } from '../src/domain/account.ts';
import { advance, nowSeconds } from '../src/domain/clock.ts';
import { db, SEEDED_CODES } from '../src/runtimes/node.ts';
import { API, clientFor, expectError, rawCall, setupForumsServer, tokenOf } from './support.ts';

setupForumsServer();

type PrivacyUpdate = components['schemas']['PrivacyUpdate'];

const MEMBER = 1;
const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const account = (id: number) => db.accounts.findFirst((q) => q.where({ id }))!;
const member = () => account(MEMBER);

async function setAccount(id: number, patch: Partial<AccountData>): Promise<void> {
  await db.accounts.update((q) => q.where({ id }), {
    data: (draft) => void Object.assign(draft, patch),
  });
}

const sync = async (client: ApiClient) => (await client.GET('/account/sync')).data!;
const settings = async (client: ApiClient) => (await client.GET('/account/data/settings')).data!;

/** The newest verification code "sent" to the account (the developer outbox). */
const latestCode = (username: string) =>
  outbox(username).find((email) => email.kind === 'verification')!.token;

describe('sync', () => {
  it('answers the header and sidebar fields of spec 01 §3', async () => {
    expect(await sync(await clientFor('member'))).toEqual({
      status: 200,
      public_username: 'member',
      username: 'member',
      nodes: 12508,
      nodes_multiplier: 1.5,
      account_state: 1,
      verified_email: 1,
      subscriber: 0,
      backer: 0,
      theme: 0,
      half_render: member().half_render,
      friend_requests_count: 6,
      shield: false,
      actions: 0,
      latest_build: '3.0.0',
      privacy_mode: false,
    });
  });

  it('grants the daily nodes on the first sync of a day: 5, or 15 for backers, times the multiplier', async () => {
    const memberClient = await clientFor('member');
    expect((await sync(memberClient)).nodes).toBe(12500 + 8); // 5 × 1.5 rounded
    expect((await sync(memberClient)).nodes).toBe(12508);
    advance(DAY);
    expect((await (await clientFor('member')).GET('/account/sync')).data!.nodes).toBe(12516);
    const backer = await clientFor('backer');
    expect((await sync(backer)).nodes).toBe(7300 + 15);
    await setAccount(6, { subscriber: 1, nodes_multiplier: 2, last_daily_nodes: 0 });
    const before = account(6).nodes;
    expect((await sync(await clientFor('unverified'))).nodes).toBe(before + 30);
  });

  it('marks the account active now and online when it had gone offline', async () => {
    await setAccount(MEMBER, { online_status: 0, last_active: nowSeconds() - 5000 });
    const viewer = await clientFor('backer');
    const seen = async () =>
      (await viewer.GET('/main/data/user', { params: { query: { user_id: MEMBER } } })).data!
        .profile_data.online_status;
    expect(await seen()).toBe(0);
    advance(MINUTE);
    await sync(await clientFor('member'));
    expect(member().last_active).toBe(nowSeconds());
    expect(await seen()).toBe(3);
    await setAccount(MEMBER, { online_status: 1 });
    await sync(await clientFor('member'));
    expect(member().online_status).toBe(1);
  });

  it('reports staff, their open actions, themes, privacy mode and restricted accounts', async () => {
    const staff = await sync(await clientFor('staff'));
    expect([staff.shield, staff.actions, staff.theme]).toEqual([true, db.reports.count(), 2]);
    expect((await sync(await clientFor('private'))).theme).toBe(1);
    expect((await sync(await clientFor('child'))).privacy_mode).toBe(true);
    const suspended = await clientFor('suspended');
    const nodes = account(7).nodes;
    expect((await sync(suspended)).account_state).toBe(0);
    expect(account(7).nodes).toBe(nodes);
  });

  it('appends the username pool to the public username', async () => {
    await setAccount(MEMBER, { username_pool: 12 });
    expect((await sync(await clientFor('member'))).public_username).toBe('member#12');
    expect((await settings(await clientFor('member'))).general.username_pool).toBe('12');
  });

  it('answers 401 AU1001 without a valid token', async () => {
    await expectError((await clientFor()).GET('/account/sync'), 401, 'AU1001');
  });
});

describe('current user', () => {
  it('answers the id and staff flag, also to restricted accounts', async () => {
    expect((await (await clientFor('staff')).GET('/account/data/user')).data).toEqual({
      status: 200,
      id: 2,
      shield: true,
    });
    const { status, body } = await rawCall('GET', '/account/data/user', {
      token: await tokenOf('suspended'),
    });
    expect([status, body.id, body.shield]).toEqual([200, 7, false]);
  });
});

describe('settings', () => {
  it('answers general, connections, privacy and security with an obfuscated e-mail', async () => {
    const data = await settings(await clientFor('backer'));
    expect(data.general).toEqual({
      id: 5,
      username: 'backer',
      username_pool: null,
      email: 'ba****@ex*****.com',
      about: 'Proud Tier II backer.',
      signature: account(5).signature,
      backer: 2,
      subscriber: 1,
      account_created: account(5).created_at,
    });
    expect(data.connections.discord).toEqual({ state: 1, username: 'backer#2021' });
    expect(data.privacy).toEqual({
      privacy_view: 3,
      privacy_activity: 3,
      privacy_friend: 2,
      privacy_follow: 2,
    });
    expect(data.security).toEqual({ emailVerified: 1, emailPending: 0 });
    const child = await settings(await clientFor('child'));
    expect(child.general.email).toBe('pa*************@ex*****.com');
    expect(child.connections.discord).toEqual({ state: 0, username: null });
  });

  it('obfuscates the local part and the domain name, keeping two characters of each', () => {
    expect(obfuscateEmail('member@endless.example')).toBe('me****@en*****.example');
    expect(obfuscateEmail('a@b.co')).toBe('a@b.co');
  });

  it('is refused to restricted accounts (403 AC1020)', async () => {
    const { status, body } = await rawCall('GET', '/account/data/settings', {
      token: await tokenOf('suspended'),
    });
    expect([status, body.error_code]).toEqual([403, 'AC1020']);
  });
});

describe('about and signature', () => {
  it('saves About up to 1500 characters and refuses longer with AC1001, leaving it unchanged', async () => {
    const client = await clientFor('member');
    await client.PUT('/account/about', { body: { content: 'a'.repeat(1500) } });
    expect(member().about).toHaveLength(1500);
    await expectError(
      client.PUT('/account/about', { body: { content: 'b'.repeat(1501) } }),
      400,
      'AC1001',
      'Content Is Too Long',
    );
    expect(member().about).toBe('a'.repeat(1500));
    await client.PUT('/account/about', { body: { content: '' } });
    const profile = await client.GET('/main/data/user', { params: { query: { user_id: MEMBER } } });
    expect(profile.data!.profile_data.about).toBe('');
  });

  it('saves a Signature up to 200 characters and refuses longer with AC1001', async () => {
    const client = await clientFor('member');
    await client.PUT('/account/signature', { body: { content: 's'.repeat(200) } });
    expect((await settings(client)).general.signature).toBe('s'.repeat(200));
    await expectError(
      client.PUT('/account/signature', { body: { content: 's'.repeat(201) } }),
      400,
      'AC1001',
    );
    const { status, body } = await rawCall('PUT', '/account/signature', {
      body: '{"content":42}',
      token: await tokenOf('member'),
    });
    expect([status, body.error_code]).toEqual([400, 'EX4001']);
  });
});

describe('privacy', () => {
  it('sets each option within its own range and answers all four settings', async () => {
    const client = await clientFor('member');
    const privacy = async (body: PrivacyUpdate) =>
      (await client.PUT('/account/privacy', { body })).data!.privacy;
    expect(await privacy({ option: 'view', level: 0 })).toMatchObject({ privacy_view: 0 });
    expect(await privacy({ option: 'activity', level: 1 })).toMatchObject({ privacy_activity: 1 });
    expect(await privacy({ option: 'friend', level: 1 })).toMatchObject({ privacy_friend: 1 });
    expect(await privacy({ option: 'follow', level: 0 })).toEqual({
      privacy_view: 0,
      privacy_activity: 1,
      privacy_friend: 1,
      privacy_follow: 0,
    });
    await expectError(
      (await clientFor('backer')).GET('/main/data/user', {
        params: { query: { user_id: MEMBER } },
      }),
      403,
      'AC1011',
    );
  });

  it('answers AC1002 to any body outside PrivacyUpdate: option, level range or type', async () => {
    const token = await tokenOf('member');
    const cases: [unknown, number, string][] = [
      [{ option: 'view', level: 4 }, 400, 'AC1002'],
      [{ option: 'friend', level: 3 }, 400, 'AC1002'],
      [{ option: 'follow', level: -1 }, 400, 'AC1002'],
      [{ option: 'activity', level: 1.5 }, 400, 'AC1002'],
      [{ option: 'everything', level: 1 }, 400, 'AC1002'],
      [{ option: 'toString', level: 1 }, 400, 'AC1002'],
      [{ option: 'view', level: '3' }, 400, 'AC1002'],
      [{ level: 1 }, 400, 'AC1002'],
    ];
    for (const [body, status, code] of cases) {
      const response = await rawCall('PUT', '/account/privacy', {
        body: JSON.stringify(body),
        token,
      });
      expect([response.status, response.body.error_code]).toEqual([status, code]);
    }
    expect(member().privacy_view).toBe(3);
  });
});

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
