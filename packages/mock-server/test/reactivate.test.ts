// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteMockedNetworkError, retryAfterWorkerRestart } from '../src/runtimes/reactivate.ts';

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

describe('retryAfterWorkerRestart', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('tells the worker about the page again and resends a request that failed as a network error', async () => {
    const { postMessage } = controlledPage();
    const bodies: string[] = [];
    const network = vi.fn(async (request: Request) => {
      bodies.push(await request.text());
      if (bodies.length === 1)
        throw new TypeError('NetworkError when attempting to fetch resource.');
      return new Response('{"ok":true}');
    });
    const fetch = retryAfterWorkerRestart(network as unknown as typeof globalThis.fetch);
    const response = await fetch('http://api.dev.endless.localhost/OAuth2/authorize', {
      method: 'POST',
      body: '{"username":"member"}',
    });
    expect(await response.json()).toEqual({ ok: true });
    expect(postMessage).toHaveBeenCalledWith('MOCK_ACTIVATE');
    expect(bodies).toEqual(['{"username":"member"}', '{"username":"member"}']);
  });

  it('sends a request once when it succeeds, and gives up after one resend', async () => {
    controlledPage();
    const answered = vi.fn(async () => new Response('ok'));
    await retryAfterWorkerRestart(answered)('http://api.dev.endless.localhost/ping');
    expect(answered).toHaveBeenCalledOnce();

    const unreachable = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      retryAfterWorkerRestart(unreachable)('http://api.dev.endless.localhost/ping'),
    ).rejects.toThrow('Failed to fetch');
    expect(unreachable).toHaveBeenCalledTimes(2);
  });

  it('does not resend an aborted request', async () => {
    controlledPage();
    const aborted = vi.fn(async () => {
      throw new DOMException('The operation was aborted.', 'AbortError');
    });
    await expect(
      retryAfterWorkerRestart(aborted)('http://api.dev.endless.localhost/ping'),
    ).rejects.toThrow('aborted');
    expect(aborted).toHaveBeenCalledOnce();
  });

  it('does not resend a request the mock answered with a network error on purpose', async () => {
    controlledPage();
    noteMockedNetworkError(new Request('http://api.dev.endless.localhost/main/data/user?id=7'));
    const faulted = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const fetch = retryAfterWorkerRestart(faulted);
    await expect(fetch('http://api.dev.endless.localhost/main/data/user?id=7')).rejects.toThrow();
    expect(faulted).toHaveBeenCalledOnce();
    // The fault was one request's: the next failure of the same request is sent again.
    await expect(fetch('http://api.dev.endless.localhost/main/data/user?id=7')).rejects.toThrow();
    expect(faulted).toHaveBeenCalledTimes(3);
  });
});
