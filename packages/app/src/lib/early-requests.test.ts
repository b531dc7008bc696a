import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_REQUESTS_GLOBAL, claimEarlyResponse } from './early-requests';

const SYNC = 'https://api.endless.test/account/sync';
const signed = (url: string, token = 'token-1', method = 'GET') =>
  new Request(url, { method, headers: { Authorization: `Bearer ${token}` } });

function pageSent(url: string, response: Promise<Response>, token = 'token-1') {
  (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
    [url]: { authorization: `Bearer ${token}`, response },
  };
}

afterEach(() => {
  delete (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  vi.unstubAllGlobals();
});

describe('claimEarlyResponse', () => {
  it('hands the page’s early answer to the same request once', async () => {
    pageSent(SYNC, Promise.resolve(new Response('{"status":1}')));
    const first = claimEarlyResponse(signed(SYNC));
    await expect(first?.then((response) => response.json())).resolves.toEqual({ status: 1 });
    expect(claimEarlyResponse(signed(SYNC))).toBeUndefined();
  });

  it('leaves other requests to the network: no early requests, another token, another method', () => {
    expect(claimEarlyResponse(signed(SYNC))).toBeUndefined();
    pageSent(SYNC, Promise.resolve(new Response('{}')));
    expect(claimEarlyResponse(signed(SYNC, 'token-2'))).toBeUndefined();
    expect(claimEarlyResponse(signed(SYNC, 'token-1', 'PUT'))).toBeUndefined();
    expect(claimEarlyResponse(signed(`${SYNC}?other`))).toBeUndefined();
  });

  it('sends a request again when the early one failed', async () => {
    const network = vi.fn(async () => new Response('{"status":2}'));
    vi.stubGlobal('fetch', network);
    pageSent(SYNC, Promise.reject(new TypeError('Failed to fetch')));
    const response = await claimEarlyResponse(signed(SYNC));
    await expect(response?.json()).resolves.toEqual({ status: 2 });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('hands a guest’s early answer to the request sent without a token only', async () => {
    const RECENT = 'https://api.endless.test/marketplace/data/search?list=1';
    (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] = {
      [RECENT]: { authorization: null, response: Promise.resolve(new Response('{"results":[]}')) },
    };
    expect(claimEarlyResponse(signed(RECENT))).toBeUndefined();
    const response = await claimEarlyResponse(new Request(RECENT));
    await expect(response?.json()).resolves.toEqual({ results: [] });
  });
});
