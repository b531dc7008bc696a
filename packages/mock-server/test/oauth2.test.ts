import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requireAccount } from '../src/domain/auth.ts';
import { advance, setNow, useRealTime } from '../src/domain/clock.ts';
import { db, resetMockDb, server, startMockServer, stopMockServer } from '../src/runtimes/node.ts';

const API = 'http://api.test';

async function call(method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${API}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function login(username: string, password = `${username}-pass`) {
  const { body } = await call('POST', '/OAuth2/authorize', { username, password, remember: true });
  return body.tokens as { access_token: string; refresh_token: string };
}

const authed = (token: string) =>
  new Request(`${API}/anything`, { headers: { authorization: `Bearer ${token}` } });

const START = Date.UTC(2025, 5, 1);

describe('auth', () => {
  beforeAll(async () => {
    setNow(START);
    await startMockServer();
  });
  // Each test from the same instant and the seeded data: one changes member's password, others
  // move the clock by 15 minutes or 30 days.
  beforeEach(async () => {
    setNow(START);
    await resetMockDb();
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => {
    stopMockServer();
    useRealTime();
  });

  it('logs in with a persona and answers AU1002 / AU1003 / EX4001 otherwise', async () => {
    const ok = await call('POST', '/OAuth2/authorize', {
      username: 'Member',
      password: 'member-pass',
      remember: false,
    });
    expect(ok.status).toBe(200);
    expect(ok.body.tokens).toMatchObject({ access_token: expect.stringMatching(/^at_/) });
    expect(
      (
        await call('POST', '/OAuth2/authorize', {
          username: 'nobody_here',
          password: 'whatever1',
          remember: true,
        })
      ).body,
    ).toEqual({
      status: 400,
      error_code: 'AU1002',
      error_code_text: 'Invalid Username',
    });
    expect(
      (
        await call('POST', '/OAuth2/authorize', {
          username: 'bad name!',
          password: 'whatever1',
          remember: true,
        })
      ).body.error_code,
    ).toBe('AU1002');
    expect(
      (
        await call('POST', '/OAuth2/authorize', {
          username: 'member',
          password: 'wrong-pass',
          remember: true,
        })
      ).body.error_code,
    ).toBe('AU1003');
    expect(
      (
        await call('POST', '/OAuth2/authorize', {
          username: 'member',
          password: 'short',
          remember: true,
        })
      ).body.error_code,
    ).toBe('AU1003');
    const malformed = await call('POST', '/OAuth2/authorize', '{not json');
    expect(malformed).toEqual({
      status: 400,
      body: { status: 400, error_code: 'EX4001', error_code_text: 'Malformed Request' },
    });
    expect((await call('POST', '/OAuth2/authorize', { username: 'member' })).body.error_code).toBe(
      'EX4001',
    );
  });

  it('expires access tokens after 15 minutes; refresh rotates the pair', async () => {
    const tokens = await login('member');
    expect(requireAccount(authed(tokens.access_token)).ok).toBe(true);
    advance(15 * 60 * 1000 + 1);
    const expired = requireAccount(authed(tokens.access_token));
    expect(expired.ok).toBe(false);
    if (!expired.ok) {
      expect(expired.response.status).toBe(401);
      expect(await expired.response.json()).toMatchObject({ error_code: 'AU1001' });
    }

    const refreshed = await call('PUT', '/OAuth2/authorize', tokens);
    expect(refreshed.status).toBe(200);
    const next = refreshed.body.tokens as typeof tokens;
    expect(next.access_token).not.toBe(tokens.access_token);
    expect(requireAccount(authed(next.access_token)).ok).toBe(true);
    // The old pair stops working.
    expect((await call('PUT', '/OAuth2/authorize', tokens)).body).toMatchObject({
      status: 401,
      error_code: 'AU1004',
    });
  });

  it('refuses a refresh token older than 30 days', async () => {
    const tokens = await login('member');
    advance(30 * 24 * 60 * 60 * 1000 + 1);
    expect((await call('PUT', '/OAuth2/authorize', tokens)).status).toBe(401);
  });

  it('logs out (always 200) and the tokens stop working', async () => {
    const tokens = await login('member');
    const out = await call('DELETE', '/OAuth2/authorize', {
      accessToken: tokens.access_token,
      refreshToken: tokens.refresh_token,
    });
    expect(out).toEqual({ status: 200, body: { status: 200 } });
    expect(requireAccount(authed(tokens.access_token)).ok).toBe(false);
    expect(
      (await call('DELETE', '/OAuth2/authorize', { accessToken: 'x', refreshToken: 'y' })).status,
    ).toBe(200);
  });

  it('lets restricted accounts sign in but answers 403 AC1020 where the operation needs it', async () => {
    const tokens = await login('suspended');
    const denied = requireAccount(authed(tokens.access_token));
    expect(denied.ok).toBe(false);
    if (!denied.ok)
      expect(await denied.response.json()).toMatchObject({ status: 403, error_code: 'AC1020' });
    expect(requireAccount(authed(tokens.access_token), { allowRestricted: true }).ok).toBe(true);
  });

  it('resets a password with the seeded link and refuses it afterwards', async () => {
    const pair = { id: 1, token: 'reset-member-0001' };
    expect((await call('POST', '/OAuth2/reset/validate', pair)).status).toBe(200);
    expect(
      (await call('PUT', '/OAuth2/reset/password', { ...pair, pwd: 'abc' })).body.error_code,
    ).toBe('AU1023');
    expect(
      (await call('PUT', '/OAuth2/reset/password', { ...pair, pwd: 'password' })).body.error_code,
    ).toBe('AU1024');
    expect(
      (await call('PUT', '/OAuth2/reset/password', { ...pair, pwd: 'New-member-pass1' })).status,
    ).toBe(200);
    expect((await call('POST', '/OAuth2/reset/validate', pair)).body.error_code).toBe('AU1010');
    expect(await login('member', 'New-member-pass1')).toBeDefined();
    expect(
      (await call('POST', '/OAuth2/forgot', { input: 'nobody@example.com' })).body.error_code,
    ).toBe('AU1030');
    expect((await call('POST', '/OAuth2/forgot', { input: 'member@example.com' })).status).toBe(
      200,
    );
  });

  it('sends a reset for any username the login helper accepts (3 to 22 characters)', async () => {
    // An older account whose name is longer than registration allows today (18).
    const longName = 'an_older_username_22c';
    await db.accounts.update((q) => q.where({ username: 'staff' }), {
      data(account) {
        account.username = longName;
      },
    });
    expect((await call('POST', '/OAuth2/forgot', { input: longName })).status).toBe(200);
    expect((await call('POST', '/OAuth2/forgot', { input: `${longName}xx` })).body.error_code).toBe(
      'AU1030',
    );
  });

  it('registers with the AU codes and signs the new account in', async () => {
    const valid = {
      dob: '7/4/1990',
      email: 'newcomer@example.com',
      username: 'newcomer',
      password: 'Newcomer-pass1',
    };
    expect(
      (await call('POST', '/register/user', { ...valid, dob: '2/30/1990' })).body.error_code,
    ).toBe('AU1022');
    expect(
      (await call('POST', '/register/user', { ...valid, email: 'nope' })).body.error_code,
    ).toBe('AU1021');
    expect(
      (await call('POST', '/register/user', { ...valid, email: 'member@example.com' })).body
        .error_code,
    ).toBe('AU1027');
    expect(
      (await call('POST', '/register/user', { ...valid, username: 'ab' })).body.error_code,
    ).toBe('AU1020');
    expect(
      (await call('POST', '/register/user', { ...valid, username: 'theadmin' })).body.error_code,
    ).toBe('AU1025');
    expect(
      (await call('POST', '/register/user', { ...valid, username: 'MEMBER' })).body.error_code,
    ).toBe('AU1026');
    expect(
      (await call('POST', '/register/user', { ...valid, password: 'abcdef' })).body.error_code,
    ).toBe('AU1024');
    expect(
      (await call('POST', '/register/validate/password', { pwd: 'Newcomer-pass1' })).body,
    ).toEqual({ status: 200, password_score: 4 });
    const created = await call('POST', '/register/user', valid);
    expect(created.status).toBe(200);
    const token = (created.body.tokens as { access_token: string }).access_token;
    const auth = requireAccount(authed(token));
    expect(auth.ok && auth.account).toMatchObject({
      username: 'newcomer',
      verified_email: 0,
      privacy_mode: 0,
      // Default body, eyes and animations; the 15 bare slots are empty entries (the contract's pattern).
      character_code: `body_01:f1c27d,eyes_01:2b1b0e,idle_01:wave_01:turn_01${','.repeat(15)}`,
    });

    const child = await call('POST', '/register/user', {
      ...valid,
      dob: '1/1/2020',
      email: 'kid@example.com',
      username: 'kiddo',
    });
    const childAuth = requireAccount(
      authed((child.body.tokens as { access_token: string }).access_token),
    );
    expect(childAuth.ok && childAuth.account).toMatchObject({ privacy_mode: 1, dob: null });
  });
});
