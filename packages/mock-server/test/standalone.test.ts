import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STANDALONE_NODE_FLAGS,
  startStandaloneServer,
  type StandaloneServer,
} from '../src/runtimes/standalone.ts';
import { SEEDED_CODES } from '../src/seed/index.ts';

describe('standalone server', () => {
  it("is started by `pnpm mock` with the standalone process's Node flags", () => {
    const { scripts } = JSON.parse(
      readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
    ) as { scripts: { start: string } };
    for (const flag of STANDALONE_NODE_FLAGS) expect(scripts.start.split(' ')).toContain(flag);
  });

  let server: StandaloneServer;
  beforeAll(async () => {
    server = await startStandaloneServer({ port: 0, dataFile: null });
  });
  afterAll(() => server.close());

  it('answers GET /ping over real HTTP on 127.0.0.1', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const response = await fetch(`${server.url}/ping`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 200, api_version: '4.0.0' });
  });

  it('allows the app origins through CORS', async () => {
    const preflight = await fetch(`${server.url}/OAuth2/authorize`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(`${server.url}/ping`, { headers: { origin: 'http://evil.test' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('exposes the developer controls under /__mock', async () => {
    const faults = await fetch(`${server.url}/__mock/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'server-error', count: 1 }),
    });
    expect(await faults.json()).toMatchObject({ faults: ['server-error'] });
    expect((await fetch(`${server.url}/ping`)).status).toBe(500);
    expect((await fetch(`${server.url}/ping`)).status).toBe(200);
    // A timeout leaves the request unanswered, without holding up the requests after it.
    await fetch(`${server.url}/__mock/faults`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'timeout' }),
    });
    const unanswered = fetch(`${server.url}/ping`, { signal: AbortSignal.timeout(1_000) });
    expect((await fetch(`${server.url}/ping`)).status).toBe(200);
    await expect(unanswered).rejects.toThrow();
    const time = await fetch(`${server.url}/__mock/time`, {
      method: 'POST',
      body: JSON.stringify({ now: 1_750_000_000_000 }),
    });
    expect(await time.json()).toMatchObject({ now: 1_750_000_000_000, frozen: true });
    await fetch(`${server.url}/__mock/time`, {
      method: 'POST',
      body: JSON.stringify({ real: true }),
    });
    expect((await fetch(`${server.url}/__mock/reset`, { method: 'POST' })).status).toBe(200);
  });

  it('serves the developer outbox', async () => {
    const response = await fetch(`${server.url}/__mock/outbox?username=member`);
    expect(response.status).toBe(200);
    const { emails } = (await response.json()) as { emails: { kind: string; link: string }[] };
    expect(emails).toEqual([
      expect.objectContaining({
        kind: 'reset',
        link: `/account/reset/password/1/${SEEDED_CODES.reset}`,
      }),
    ]);
  });
});
