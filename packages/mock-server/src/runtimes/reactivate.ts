// Browser only (the in-browser mock): see `retryAfterWorkerRestart`.

const REPLY_TIMEOUT_MS = 2_000;

/** The requests the page's mock answered with a network error on purpose (an injected fault). */
const mockedNetworkErrors = new Map<string, number>();
const keyOf = (request: Request) => `${request.method} ${request.url}`;

/** Notes that the mock answers `request` with a network error: it is not sent again. */
export function noteMockedNetworkError(request: Request): void {
  const key = keyOf(request);
  mockedNetworkErrors.set(key, (mockedNetworkErrors.get(key) ?? 0) + 1);
}

function takeMockedNetworkError(request: Request): boolean {
  const key = keyOf(request);
  const count = mockedNetworkErrors.get(key) ?? 0;
  if (count === 0) return false;
  if (count === 1) mockedNetworkErrors.delete(key);
  else mockedNetworkErrors.set(key, count - 1);
  return true;
}

/** Tells the worker that this page mocks, and resolves on its answer (or after a timeout). */
export function activateMocking(): Promise<void> {
  const { serviceWorker } = navigator;
  const controller = serviceWorker?.controller;
  if (!controller) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      serviceWorker.removeEventListener('message', onMessage);
      resolve();
    };
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === 'MOCKING_ENABLED') done();
    };
    const timer = setTimeout(done, REPLY_TIMEOUT_MS);
    serviceWorker.addEventListener('message', onMessage);
    controller.postMessage('MOCK_ACTIVATE');
  });
}

/**
 * A browser may stop an idle service worker and start it again for its next event. MSW's worker
 * keeps the pages that enabled mocking in memory, so a restarted one forgets them and passes their
 * requests to the network, where the mock's hosts do not exist: Firefox ESR did so seconds into a
 * sign-in, which failed with the network error's text. Every request the page sends goes through
 * the worker, and none of the mock's can succeed on the network, so a request that fails as a
 * network error is sent once more, after the worker has been told about this page again, unless
 * the mock itself answered it so (`noteMockedNetworkError`).
 */
export function retryAfterWorkerRestart(fetch: typeof globalThis.fetch): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const retry = request.clone();
    try {
      return await fetch(request);
    } catch (error) {
      if (!(error instanceof TypeError) || !navigator.serviceWorker?.controller) throw error;
      if (takeMockedNetworkError(request)) throw error;
      console.warn(`[mock] ${request.method} ${request.url} went to the network: sending it again`);
      await activateMocking();
      return fetch(retry);
    }
  };
}
