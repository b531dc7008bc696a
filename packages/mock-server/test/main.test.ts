import type { ApiClient } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { advance, nowSeconds } from '../src/domain/clock.ts';
import { db } from '../src/runtimes/node.ts';
import {
  BACKER,
  BLOCKED_BY_MEMBER,
  MEMBER,
  OTHER,
  PRIVATE,
  STAFF,
  STRANGER,
  clientOf,
  dashboard,
  profile,
} from './main-seed.ts';
import {
  clientFor,
  expectError,
  rawCall,
  tokenOf,
  setupForumsServer,
  account,
  setAccount,
} from './support.ts';

setupForumsServer();

describe('profile', () => {
  it('shows a public profile to guests with every relation state 0 and the stats', async () => {
    const data = await profile(await clientFor(), MEMBER);
    expect(data).toMatchObject({
      error_code: null,
      block_state: 0,
      friend_state: 0,
      follow_state: 0,
      profile_data: {
        username: 'member',
        staff: false,
        about: 'Builder, racer and collector of hats.',
      },
      profile_data_stats: { user_friends_count: 26, user_followers: 46 },
    });
  });

  it('gives the signed-in viewer their own friend and follow states', async () => {
    const data = await profile(await clientFor('member'), STAFF);
    expect([data.friend_state, data.follow_state, data.profile_data.staff]).toEqual([3, 1, true]);
    const incoming = await profile(await clientFor('member'), 34);
    const outgoing = await profile(await clientFor('member'), 40);
    expect([incoming.friend_state, outgoing.friend_state]).toEqual([2, 1]);
  });

  it('counts each view by another signed-in account, not the owner nor guests', async () => {
    const before = account(MEMBER).profile_views;
    const backer = await clientFor('backer');
    expect((await profile(backer, MEMBER)).profile_data_stats.profile_views).toBe(before + 1);
    expect((await profile(backer, MEMBER)).profile_data_stats.profile_views).toBe(before + 2);
    await profile(await clientFor('member'), MEMBER);
    await profile(await clientFor(), MEMBER);
    expect(account(MEMBER).profile_views).toBe(before + 2);
  });

  it('hides a private profile (view 0) from everyone but its owner and staff with AC1011', async () => {
    for (const client of [await clientFor(), await clientFor('member')]) {
      await expectError(
        client.GET('/main/data/user', { params: { query: { user_id: PRIVATE } } }),
        403,
        'AC1011',
        'User has made their account private.',
      );
    }
    expect((await profile(await clientFor('staff'), PRIVATE)).profile_data.username).toBe(
      'private',
    );
    expect((await profile(await clientFor('private'), PRIVATE)).profile_data.username).toBe(
      'private',
    );
  });

  it('shows a friends-only profile (view 1) to friends only', async () => {
    await setAccount(STRANGER, { privacy_view: 1 });
    const member = await clientFor('member');
    await expectError(
      member.GET('/main/data/user', { params: { query: { user_id: STRANGER } } }),
      403,
      'AC1011',
    );
    await db.friendships.create({ id: 9000, user_a: MEMBER, user_b: STRANGER, created_at: 0 });
    expect((await profile(member, STRANGER)).friend_state).toBe(3);
  });

  it('shows a followers/friends profile (view 2) to followers, not to guests or strangers', async () => {
    await setAccount(STRANGER, { privacy_view: 2 });
    await expectError(
      (await clientFor()).GET('/main/data/user', { params: { query: { user_id: STRANGER } } }),
      403,
      'AC1011',
    );
    const member = await clientFor('member');
    await expectError(
      member.GET('/main/data/user', { params: { query: { user_id: STRANGER } } }),
      403,
      'AC1011',
    );
    await member.POST('/main/user/follow', { body: { user_id: STRANGER } });
    expect((await profile(member, STRANGER)).follow_state).toBe(1);
  });

  it('shows online_status only to those privacy_activity allows, within the online thresholds', async () => {
    await setAccount(STRANGER, {
      online_status: 3,
      last_active: nowSeconds(),
      privacy_activity: 3,
    });
    const member = await clientFor('member');
    expect((await profile(member, STRANGER)).profile_data.online_status).toBe(3);
    advance(600 * 1000);
    expect((await profile(member, STRANGER)).profile_data.online_status).toBe(2);
    advance(600 * 1000);
    expect((await profile(member, STRANGER)).profile_data.online_status).toBe(0);
    await setAccount(STRANGER, { last_active: nowSeconds(), privacy_activity: 1 });
    expect((await profile(member, STRANGER)).profile_data.online_status).toBe(0);
  });

  it('answers 404 AC1012 for an unknown id and 400 EX4001 for a non-numeric one', async () => {
    await expectError(
      (await clientFor()).GET('/main/data/user', { params: { query: { user_id: 99999 } } }),
      404,
      'AC1012',
      'User Not Found',
    );
    for (const query of ['?user_id=abc', '?user_id=0', '?user_id=1.5', '']) {
      const { status, body } = await rawCall('GET', `/main/data/user${query}`);
      expect([status, body.error_code]).toEqual([400, 'EX4001']);
    }
  });

  it('answers 401 for a bad token and 403 AC1020 to a restricted viewer', async () => {
    const bad = await rawCall('GET', '/main/data/user?user_id=1', { token: 'at_unknown' });
    expect([bad.status, bad.body.error_code]).toEqual([401, 'AU1001']);
    const restricted = await rawCall('GET', '/main/data/user?user_id=1', {
      token: await tokenOf('suspended'),
    });
    expect([restricted.status, restricted.body.error_code]).toEqual([403, 'AC1020']);
  });

  it('reports blocks both ways: 1 to the blocker, 2 to the blocked who sees no activity', async () => {
    expect((await profile(await clientFor('member'), BLOCKED_BY_MEMBER)).block_state).toBe(1);
    await setAccount(MEMBER, { last_active: nowSeconds(), online_status: 3 });
    const blocked = await profile(await clientOf(BLOCKED_BY_MEMBER), MEMBER);
    expect([blocked.block_state, blocked.friend_state, blocked.follow_state]).toEqual([2, 0, 0]);
    expect(blocked.profile_data.online_status).toBe(0);
  });
});

describe('search', () => {
  const search = async (client: ApiClient, query: string) =>
    (await client.GET('/main/data/users', { params: { query: { query } } })).data!.results;

  it('matches a case-insensitive substring of the username, exact match first then alphabetical', async () => {
    const member = await clientFor('member');
    const results = await search(member, 'MEMB');
    expect(results[0]).toMatchObject({ user_id: MEMBER, username: 'member', shield: false });
    expect(results[0]!.render_half).toBe(account(MEMBER).half_render);
    const names = (await search(member, 'ven')).map((u) => u.username);
    expect(names.length).toBeGreaterThan(1);
    expect(names.every((name) => name.toLowerCase().includes('ven'))).toBe(true);
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    await setAccount(OTHER, { username: 'Ven' });
    expect((await search(member, 'ven'))[0]!.username).toBe('Ven');
  });

  it('returns at most 50 results and an empty list when nothing matches', async () => {
    const member = await clientFor('member');
    expect((await search(member, 'example')).length).toBe(0);
    for (let id = 200; id < 260; id++) await setAccount(id, { username: `zzz${id}` });
    const results = await search(member, 'ZZZ');
    expect(results).toHaveLength(50);
    expect(results[0]!.username).toBe('zzz200');
  });

  it('needs 3 to 22 characters (400 EX4001)', async () => {
    const token = await tokenOf('member');
    for (const query of ['ab', 'x'.repeat(23), '']) {
      const { status, body } = await rawCall('GET', `/main/data/users?query=${query}`, { token });
      expect([status, body.error_code]).toEqual([400, 'EX4001']);
    }
  });

  it('leaves out users blocked either way', async () => {
    const blockedName = account(BLOCKED_BY_MEMBER).username;
    expect(await search(await clientFor('member'), blockedName)).toEqual([]);
    expect(await search(await clientFor('backer'), blockedName)).toHaveLength(1);
    expect(await search(await clientOf(BLOCKED_BY_MEMBER), 'member')).toEqual([]);
  });
});

describe('dashboard and status', () => {
  it('answers one element: own entry first, then friends by last_active, newest first', async () => {
    const data = (await (await clientFor('member')).GET('/main/data/dashboard')).data!;
    expect(data.dashboard).toHaveLength(1);
    const board = data.dashboard[0]!;
    expect(board.username).toBe('member');
    expect(board.friends[0]!.user_id).toBe(MEMBER);
    expect(board.friends).toHaveLength(27);
    const times = board.friends.slice(1).map((f) => f.last_active);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(board.recents.length).toBeLessThanOrEqual(10);
    expect(board.recents.length).toBe(5);
  });

  it("shows each friend's chosen online_status, or offline when privacy_activity hides it", async () => {
    const t = nowSeconds();
    await setAccount(STAFF, { online_status: 1, last_active: t - 5, privacy_activity: 3 });
    await setAccount(BACKER, { online_status: 3, last_active: t - 1, privacy_activity: 0 });
    const friends = (await dashboard(await clientFor('member'))).friends;
    expect(friends.find((f) => f.user_id === STAFF)).toMatchObject({
      online_status: 1,
      last_active: t - 5,
    });
    expect(friends.find((f) => f.user_id === BACKER)).toMatchObject({
      online_status: 0,
      last_active: 0,
    });
  });

  it('posts a status (trimmed) to the top of the feed of the author, friends and followers only', async () => {
    const member = await clientFor('member');
    advance(1000);
    const posted = (
      await member.POST('/main/dashboard/status', {
        body: { content: '  Building a lighthouse  ' },
      })
    ).data!.status_update;
    expect(posted).toMatchObject({
      user_id: MEMBER,
      username: 'member',
      content: 'Building a lighthouse',
      created_at: nowSeconds(),
    });
    for (const client of [
      member,
      await clientFor('staff'),
      await clientOf(44),
      await clientOf(10),
    ]) {
      expect((await dashboard(client)).statuses[0]).toEqual(posted);
    }
    expect(
      (await dashboard(await clientOf(STRANGER))).statuses.map((s) => s.status_id),
    ).not.toContain(posted.status_id);
    const own = (await dashboard(member)).friends[0]!;
    expect(own.latest_status).toBe('Building a lighthouse');
    const ofStaff = (await dashboard(await clientFor('staff'))).friends.find(
      (f) => f.user_id === MEMBER,
    );
    expect(ofStaff!.latest_status).toBe('Building a lighthouse');
  });

  it('keeps the feed to the newest 20 statuses, newest first', async () => {
    const statuses = (await dashboard(await clientFor('member'))).statuses;
    expect(statuses).toHaveLength(20);
    const order = statuses.map((s) => [s.created_at, s.status_id] as const);
    expect(order).toEqual([...order].sort((a, b) => b[0] - a[0] || b[1] - a[1]));
  });

  it('answers MN1001 outside 1–512 characters and EX4001 without a content string', async () => {
    const member = await clientFor('member');
    const count = db.statuses.count();
    for (const content of ['', '   ', 'x'.repeat(513)]) {
      await expectError(
        member.POST('/main/dashboard/status', { body: { content } }),
        400,
        'MN1001',
        'Status Must Be 1 to 512 Characters',
      );
    }
    const token = await tokenOf('member');
    for (const body of ['{}', '{"content":5}', 'oops']) {
      const response = await rawCall('POST', '/main/dashboard/status', { body, token });
      expect([response.status, response.body.error_code]).toEqual([400, 'EX4001']);
    }
    expect(db.statuses.count()).toBe(count);
    const longest = await member.POST('/main/dashboard/status', {
      body: { content: 'y'.repeat(512) },
    });
    expect(longest.data!.status_update.content).toHaveLength(512);
  });

  it('refuses restricted accounts (403 AC1020)', async () => {
    const token = await tokenOf('suspended');
    const board = await rawCall('GET', '/main/data/dashboard', { token });
    const post = await rawCall('POST', '/main/dashboard/status', {
      body: JSON.stringify({ content: 'hi' }),
      token,
    });
    expect([board.status, post.status, post.body.error_code]).toEqual([403, 403, 'AC1020']);
  });
});
