import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  clearFaults,
  getLatency,
  injectFaults,
  pendingFaults,
  setLatency,
} from '../src/controls/index.ts';
import { startMockServer, stopMockServer, takeContractViolations } from '../src/runtimes/node.ts';

const API = 'http://api.test';

describe('developer controls', () => {
  beforeAll(() => startMockServer());
  afterEach(() => {
    clearFaults();
    setLatency(0);
  });
  afterAll(() => stopMockServer());

  it('adds no latency in Node by default, and the configured latency otherwise', async () => {
    expect(getLatency()).toEqual({ min: 0, max: 0 });
    // With timers faked, a response that waits for a timer never arrives unless time is advanced.
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      expect((await fetch(`${API}/ping`)).status).toBe(200);
      setLatency(120);
      let settled = false;
      const pending = fetch(`${API}/ping`).then((response) => {
        settled = true;
        return response;
      });
      await vi.advanceTimersByTimeAsync(100);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(30);
      expect((await pending).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it('fails the next N requests with 500 EX5000, then recovers', async () => {
    injectFaults('server-error', 2);
    for (let i = 0; i < 2; i++) {
      const response = await fetch(`${API}/ping`);
      expect(response.status).toBe(500);
      expect(await response.json()).toMatchObject({ error_code: 'EX5000' });
    }
    expect((await fetch(`${API}/ping`)).status).toBe(200);
  });

  it('switches the next request off for maintenance: 503, as the contract declares', async () => {
    injectFaults('maintenance');
    const response = await fetch(`${API}/ping`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 503,
      error_code: 'EX5000',
      error_code_text: 'Service Unavailable',
    });
    expect((await fetch(`${API}/ping`)).status).toBe(200);
  });

  it('answers the next request with a body that is not JSON', async () => {
    injectFaults('unreadable');
    const response = await fetch(`${API}/ping`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html');
    const body = await response.text();
    expect(() => JSON.parse(body)).toThrow();
    expect((await fetch(`${API}/ping`)).status).toBe(200);
    // Outside the contract on purpose (the recorder would fail the test): that one answer only.
    const violations = await takeContractViolations();
    expect(violations).toHaveLength(1);
    expect(violations[0]?.message).toMatch(/content-type text\/html/);
  });

  it('leaves the next request unanswered until the caller gives up', async () => {
    injectFaults('timeout');
    await expect(fetch(`${API}/ping`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(pendingFaults()).toEqual([]);
    expect((await fetch(`${API}/ping`)).status).toBe(200);
  });

  it('simulates a network error', async () => {
    injectFaults('network-error');
    await expect(fetch(`${API}/ping`)).rejects.toThrow();
    expect(pendingFaults()).toEqual([]);
  });

  it('answers 401 AU1001 to a bearer request where the contract allows it, not to a refresh', async () => {
    injectFaults('expired-token');
    const bearer = { authorization: 'Bearer at_whatever' };
    // No bearer token: the fault waits for a request that has one.
    expect((await fetch(`${API}/account/data/settings`)).status).toBe(401);
    expect(pendingFaults()).toEqual(['expired-token']);
    // GET /ping takes no token and declares no 401, so the fault waits there too.
    expect((await fetch(`${API}/ping`, { headers: bearer })).status).toBe(200);
    expect(pendingFaults()).toEqual(['expired-token']);
    // The refresh is anonymous: it answers as usual, so the client can recover.
    const refresh = await fetch(`${API}/OAuth2/authorize`, {
      method: 'PUT',
      headers: { ...bearer, 'content-type': 'application/json' },
      body: JSON.stringify({
        access_token: 'at_unknown_pair_0',
        refresh_token: 'rt_unknown_pair_0',
      }),
    });
    expect(refresh.status).toBe(401);
    expect(await refresh.json()).toMatchObject({ error_code: 'AU1004' });
    expect(pendingFaults()).toEqual(['expired-token']);
    const hit = await fetch(`${API}/account/data/settings`, { headers: bearer });
    expect(hit.status).toBe(401);
    expect(await hit.json()).toMatchObject({ error_code: 'AU1001' });
    expect(pendingFaults()).toEqual([]);
  });
});
