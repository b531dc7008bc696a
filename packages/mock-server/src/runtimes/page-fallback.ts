// Browser only (the in-browser mock): see `fetchWithPageFallback`.

/** The requests the page's mock answered with a network error on purpose (an injected fault). */
const mockedNetworkErrors = new Map<string, number>();
const keyOf = (request: Request) => `${request.method} ${request.url}`;

/** Notes that the mock answers `request` with a network error: that error stands. */
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

/** Tells the page's worker, if any, that this page mocks (MSW's own activation message). */
function activateMocking(): void {
  navigator.serviceWorker?.controller?.postMessage('MOCK_ACTIVATE');
}

/**
 * Firefox ESR now and then sends a page's requests to the network: its worker passed them through
 * though it controlled the page, or turned redundant while the mock started, so the page was never
 * controlled. The mock's hosts do not exist there, and a sign-in failed with the network error's
 * text. None of the mock's requests can succeed on the network: one that fails as a network error
 * is answered here by the page's own handlers (`answerHere`, undefined for a request the mock does
 * not own), which the worker forwards every request to anyway, unless the mock itself answered it
 * so (`noteMockedNetworkError`). The worker is told about the page again, for the requests only it
 * sees (images).
 */
export function fetchWithPageFallback(
  fetch: typeof globalThis.fetch,
  answerHere: (request: Request) => Promise<Response | undefined>,
): typeof globalThis.fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    const retry = request.clone();
    try {
      return await fetch(request);
    } catch (error) {
      if (!(error instanceof TypeError) || takeMockedNetworkError(request)) throw error;
      console.warn(`[mock] ${request.method} ${request.url} went to the network: answered here`);
      activateMocking();
      const answer = await answerHere(retry);
      if (!answer) throw error;
      return answer;
    }
  };
}
