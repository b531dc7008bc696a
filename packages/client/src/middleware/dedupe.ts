export type Transport = (request: Request) => Promise<Response>;

interface InFlight {
  response: Promise<Response>;
  controller: AbortController;
  waiting: number;
}

/**
 * Concurrent identical requests share one network call while it is in flight; each caller gets its
 * own readable clone of the response. This wraps the transport rather than being an openapi-fetch
 * middleware because a response returned from `onRequest` skips every `onResponse`, so followers
 * would miss the refresh and error handling. The shared call is aborted only when every caller has.
 */
export function dedupeFetch(fetch: Transport): Transport {
  const inFlight = new Map<string, InFlight>();

  return async (request) => {
    const key = await requestKey(request);
    let shared = inFlight.get(key);
    if (!shared) {
      const controller = new AbortController();
      const response = fetch(new Request(request, { signal: controller.signal })).finally(() => {
        if (inFlight.get(key) === entry) inFlight.delete(key);
      });
      // Callers that all aborted no longer listen; the rejection is theirs, not unhandled.
      response.catch(() => undefined);
      const entry: InFlight = { response, controller, waiting: 0 };
      inFlight.set(key, entry);
      shared = entry;
    }
    return follow(shared, request.signal, () => {
      if (inFlight.get(key) === shared) inFlight.delete(key);
    });
  };
}

function follow(shared: InFlight, signal: AbortSignal, forget: () => void): Promise<Response> {
  shared.waiting += 1;
  return new Promise<Response>((resolve, reject) => {
    const onAbort = () => {
      shared.waiting -= 1;
      if (shared.waiting === 0) {
        forget();
        shared.controller.abort(signal.reason);
      }
      reject(signal.reason);
    };
    if (signal.aborted) return onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    shared.response.then(
      (response) => {
        signal.removeEventListener('abort', onAbort);
        resolve(response.clone());
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

async function requestKey(request: Request): Promise<string> {
  // The body is part of the key: two POSTs to /main/friends/request for different users must both go out.
  const body = request.body ? await request.clone().text() : '';
  // The token too: a request signed with a replaced token must not share a call signed with the new one.
  const authorization = request.headers.get('Authorization') ?? '';
  return JSON.stringify([request.method, request.url, authorization, body]);
}
