import { describe, expect, it } from 'vitest';
import { advance } from '../src/domain/clock.ts';
import { db, SEEDED_CODES } from '../src/runtimes/node.ts';
import { DISCORD_AUTHORIZE_PATH, MINTED_CODE_TTL_MS } from '../src/stand-ins/discord-authorize.ts';
import { API, clientFor, expectError, rawCall, setupForumsServer, tokenOf } from './support.ts';

setupForumsServer();

const CALLBACK = 'http://127.0.0.1:5173/account/connections/discord/callback';
const [CODE, SECOND_CODE] = SEEDED_CODES.discord;

const connection = async (persona: 'member' | 'backer') =>
  (await (await clientFor(persona)).GET('/account/data/settings')).data!.connections.discord;

describe('connect', () => {
  it('connects with a chat-service code once; the code cannot be used again (CN1001)', async () => {
    const client = await clientFor('member');
    expect(await connection('member')).toEqual({ state: 0, username: null });
    const { data } = await client.POST('/connections/discord/authorize', { body: { token: CODE } });
    expect(data).toEqual({ status: 200, discord: { state: 1, username: 'endless_player#1000' } });
    expect(await connection('member')).toEqual({ state: 1, username: 'endless_player#1000' });
    await expectError(
      (await clientFor('staff')).POST('/connections/discord/authorize', { body: { token: CODE } }),
      400,
      'CN1001',
      'Connection Code Invalid',
    );
  });

  it('replaces an existing connection when connecting again', async () => {
    const client = await clientFor('backer');
    await client.POST('/connections/discord/authorize', { body: { token: SECOND_CODE } });
    expect(await connection('backer')).toEqual({ state: 1, username: 'endless_player#1001' });
    expect(db.discordConnections.findMany((q) => q.where({ account_id: 5 }))).toHaveLength(1);
  });

  it('refuses unknown and empty codes (CN1001) and malformed bodies (EX4001)', async () => {
    const client = await clientFor('member');
    for (const token of ['', 'made-up-code']) {
      await expectError(
        client.POST('/connections/discord/authorize', { body: { token } }),
        400,
        'CN1001',
      );
    }
    const response = await rawCall('POST', '/connections/discord/authorize', {
      body: '{"code":"discord-demo-0001"}',
      token: await tokenOf('member'),
    });
    expect([response.status, response.body.error_code]).toEqual([400, 'EX4001']);
    expect(await connection('member')).toEqual({ state: 0, username: null });
  });

  it('is refused to guests (401) and restricted accounts (403 AC1020)', async () => {
    await expectError(
      (await clientFor()).POST('/connections/discord/authorize', { body: { token: CODE } }),
      401,
      'AU1001',
    );
    const { status, body } = await rawCall('POST', '/connections/discord/refresh', {
      token: await tokenOf('suspended'),
    });
    expect([status, body.error_code]).toEqual([403, 'AC1020']);
  });
});

describe('refresh and revoke', () => {
  it('refreshes the username, revokes, then answers 409 CN1002 while not connected', async () => {
    const client = await clientFor('backer');
    expect((await client.POST('/connections/discord/refresh')).data).toEqual({
      status: 200,
      discord: { username: 'backer#2021' },
    });
    expect((await client.POST('/connections/discord/revoke')).data).toEqual({
      status: 200,
      discord: { state: 0, username: null },
    });
    expect(await connection('backer')).toEqual({ state: 0, username: null });
    for (const path of ['/connections/discord/refresh', '/connections/discord/revoke'] as const) {
      await expectError(client.POST(path), 409, 'CN1002', 'Chat Service Not Connected');
    }
  });
});

describe('authorize stand-in page', () => {
  const pageUrl = (params: Record<string, string>) =>
    `${API}${DISCORD_AUTHORIZE_PATH}?${new URLSearchParams(params).toString()}`;

  const decide = (decision: 'authorize' | 'deny', state: string, redirect = CALLBACK) =>
    fetch(`${API}${DISCORD_AUTHORIZE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ redirect_uri: redirect, state, decision }).toString(),
      redirect: 'manual',
    });

  it('shows Authorize and Deny with every value escaped', async () => {
    const state = '"><script>alert(1)</script>';
    const response = await fetch(pageUrl({ redirect_uri: CALLBACK, state }));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('value="authorize">Authorize</button>');
    expect(html).toContain('value="deny">Deny</button>');
    expect(html).not.toContain('<script>');
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
  });

  it('returns to the callback with a fresh code that connects once', async () => {
    const response = await decide('authorize', 'xyz');
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
    expect(location.searchParams.get('state')).toBe('xyz');
    const code = location.searchParams.get('code')!;
    const client = await clientFor('member');
    const { data } = await client.POST('/connections/discord/authorize', { body: { token: code } });
    expect(data!.discord.username).toMatch(/^endless_player#\d{4}$/);
    await expectError(
      client.POST('/connections/discord/authorize', { body: { token: code } }),
      400,
      'CN1001',
    );
  });

  it('lets a minted code expire', async () => {
    const code = new URL(
      (await decide('authorize', 's')).headers.get('location')!,
    ).searchParams.get('code')!;
    advance(MINTED_CODE_TTL_MS + 1000);
    await expectError(
      (await clientFor('member')).POST('/connections/discord/authorize', { body: { token: code } }),
      400,
      'CN1001',
    );
  });

  it('returns access_denied without a code on Deny', async () => {
    const location = new URL((await decide('deny', 'abc')).headers.get('location')!);
    expect(location.searchParams.get('error')).toBe('access_denied');
    expect(location.searchParams.get('state')).toBe('abc');
    expect(location.searchParams.has('code')).toBe(false);
  });

  it('refuses a missing or non-http redirect_uri', async () => {
    expect((await fetch(pageUrl({ state: 'x' }))).status).toBe(400);
    expect((await fetch(pageUrl({ redirect_uri: 'javascript:alert(1)' }))).status).toBe(400);
    expect((await decide('authorize', 'x', 'not a url')).status).toBe(400);
  });
});
