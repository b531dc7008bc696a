import { describe, expect, it } from 'vitest';
import { obfuscateEmail } from '../src/domain/account.ts';
import { advance, nowSeconds } from '../src/domain/clock.ts';
import { db } from '../src/runtimes/node.ts';
import { DAY, MEMBER, MINUTE, member, settings, sync, type PrivacyUpdate } from './account-seed.ts';
import {
  account,
  clientFor,
  expectError,
  rawCall,
  setAccount,
  setupForumsServer,
  tokenOf,
} from './support.ts';

setupForumsServer();

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
