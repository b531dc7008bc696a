import { describe, expect, it } from 'vitest';
import { nextId } from '../src/db/index.ts';
import { advance, now } from '../src/domain/clock.ts';
import { db } from '../src/runtimes/node.ts';
import { clientFor, rawCall, setupForumsServer } from './support.ts';

setupForumsServer();

const DAY = 24 * 60 * 60 * 1000;
const MEMBER = 1;

async function register(username: string) {
  const { status, body } = await rawCall('POST', '/register/user', {
    body: JSON.stringify({
      dob: '7/4/1990',
      email: `${username}@example.com`,
      username,
      password: 'Newcomer-pass1',
    }),
  });
  expect(status).toBe(200);
  return (body.tokens as { access_token: string }).access_token;
}

const login = (username: string, password: string) =>
  rawCall('POST', '/OAuth2/authorize', {
    body: JSON.stringify({ username, password, remember: false }),
  });

const accountNamed = (username: string) => db.accounts.findFirst((q) => q.where({ username }));

describe('unverified accounts (spec 01: removed after 30 days)', () => {
  it('removes an account still unverified 30 days after registering, with its data', async () => {
    const token = await register('newcomer');
    const newcomer = accountNamed('newcomer');
    if (!newcomer) throw new Error('registered');
    expect(
      (await rawCall('POST', '/main/dashboard/status', { token, body: '{"content":"hello"}' }))
        .status,
    ).toBe(200);
    await db.friendRequests.create({
      id: nextId(db.friendRequests),
      from_id: newcomer.id,
      to_id: MEMBER,
      created_at: newcomer.created_at,
    });
    const requests = async () =>
      (await (await clientFor('member')).GET('/account/sync')).data?.friend_requests_count;
    const requestsBefore = (await requests()) ?? 0;

    advance(30 * DAY - 1000);
    expect((await login('newcomer', 'Newcomer-pass1')).status).toBe(200);

    advance(1000);
    expect((await login('newcomer', 'Newcomer-pass1')).body.error_code).toBe('AU1002');
    expect((await rawCall('GET', '/account/sync', { token })).status).toBe(401);
    expect(accountNamed('newcomer')).toBeUndefined();
    const own = (record: { account_id: number }) => record.account_id === newcomer.id;
    expect(db.statuses.findMany((q) => q.where(own))).toEqual([]);
    expect(db.sessions.findMany((q) => q.where(own))).toEqual([]);
    expect(db.friendRequests.findMany((q) => q.where({ from_id: newcomer.id }))).toEqual([]);
    expect(await requests()).toBe(requestsBefore - 1);
    // The name is free again.
    await register('newcomer');
  });

  it('keeps verified accounts and removes the seeded unverified one when its time comes', async () => {
    const unverified = await clientFor('unverified');
    const created = accountNamed('unverified')?.created_at ?? 0;
    const token = await register('verifiedlater');
    const code = db.accountTokens.findFirst((q) =>
      q.where({ account_id: accountNamed('verifiedlater')?.id ?? 0, kind: 'verification' }),
    )?.token;
    const verify = await rawCall('PUT', '/account/verify', {
      token,
      body: JSON.stringify({ token: code }),
    });
    expect(verify.status).toBe(200);

    advance((created + 30 * 24 * 60 * 60) * 1000 - now());
    await expect(unverified.GET('/account/sync')).rejects.toMatchObject({ status: 401 });
    expect(accountNamed('unverified')).toBeUndefined();
    advance(60 * DAY);
    expect((await login('member', 'member-pass')).status).toBe(200);
    expect((await login('verifiedlater', 'Newcomer-pass1')).status).toBe(200);
  });
});
