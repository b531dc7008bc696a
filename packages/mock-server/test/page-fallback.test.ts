// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchWithPageFallback, noteMockedNetworkError } from '../src/runtimes/page-fallback.ts';

/** A page controlled by a worker that answers MOCK_ACTIVATE as MSW's does. */
function controlledPage() {
  const container = new EventTarget();
  const postMessage = vi.fn((message: unknown) => {
    if (message === 'MOCK_ACTIVATE') {
      queueMicrotask(() =>
        container.dispatchEvent(new MessageEvent('message', { data: { type: 'MOCKING_ENABLED' } })),
      );
    }
  });
  Object.assign(container, { controller: { postMessage } });
  vi.stubGlobal('navigator', { serviceWorker: container });
  return { postMessage };
}

const passedToNetwork = (): typeof globalThis.fetch =>
  vi.fn(async () => {
    throw new TypeError('NetworkError when attempting to fetch resource.');
  });

describe('fetchWithPageFallback', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("answers a request the worker passed to the network with the page's handlers, body and all", async () => {
    const { postMessage } = controlledPage();
    const answerHere = vi.fn(async (request: Request) =>
      Response.json({ received: await request.json() }),
    );
    const fetch = fetchWithPageFallback(passedToNetwork(), answerHere);
    const response = await fetch('http://api.dev.endless.localhost/OAuth2/authorize', {
      method: 'POST',
      body: '{"username":"member"}',
    });
    expect(await response.json()).toEqual({ received: { username: 'member' } });
    expect(answerHere).toHaveBeenCalledOnce();
    // The worker hears of the page again, for the requests only it sees (images).
    expect(postMessage).toHaveBeenCalledWith('MOCK_ACTIVATE');
  });

  it('leaves a request the worker answered, and fails one no handler answers', async () => {
    controlledPage();
    const answerHere = vi.fn(async () => undefined);
    const answered = vi.fn(async () => new Response('ok'));
    await fetchWithPageFallback(answered, answerHere)('http://api.dev.endless.localhost/ping');
    expect(answerHere).not.toHaveBeenCalled();

    await expect(
      fetchWithPageFallback(passedToNetwork(), answerHere)('https://elsewhere.example/'),
    ).rejects.toThrow('NetworkError');
  });

  it('does not answer an aborted request', async () => {
    controlledPage();
    const answerHere = vi.fn(async () => new Response('answered'));
    const aborted = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(
      fetchWithPageFallback(aborted, answerHere)('http://api.dev.endless.localhost/ping'),
    ).rejects.toThrow('aborted');
    expect(answerHere).not.toHaveBeenCalled();
  });

  it('answers in a page its worker never came to control', async () => {
    vi.stubGlobal('navigator', {
      serviceWorker: Object.assign(new EventTarget(), { controller: null }),
    });
    const answerHere = vi.fn(async () => new Response('answered'));
    const fetch = fetchWithPageFallback(passedToNetwork(), answerHere);
    expect(await (await fetch('http://api.dev.endless.localhost/ping')).text()).toBe('answered');
  });

  it('keeps the network error the mock answered on purpose (an injected fault)', async () => {
    controlledPage();
    const answerHere = vi.fn(async () => new Response('answered'));
    const url = 'http://api.dev.endless.localhost/main/data/user?id=7';
    noteMockedNetworkError(new Request(url));
    const fetch = fetchWithPageFallback(passedToNetwork(), answerHere);
    await expect(fetch(url)).rejects.toThrow('NetworkError');
    expect(answerHere).not.toHaveBeenCalled();
    // The fault was one request's: the same request failing again is answered here.
    expect(await (await fetch(url)).text()).toBe('answered');
  });
});
