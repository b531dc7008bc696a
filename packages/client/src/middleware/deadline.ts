import type { Transport } from './dedupe';

/** Why a request was given up: no answer within the deadline (read as "no response", EX4000). */
export class RequestTimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly ms: number) {
    super(`No answer within ${ms} ms`);
  }
}

/**
 * Gives up a request that has no answer after `ms`, as a dropped connection would end it, so no
 * screen waits forever on a server that never answers. The caller's own abort still ends it as an
 * AbortError (react-query's cancellation).
 */
export function deadlineFetch(fetch: Transport, ms: number): Transport {
  return async (request) => {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(new RequestTimeoutError(ms)), ms);
    const forwardAbort = () => controller.abort(request.signal.reason);
    if (request.signal.aborted) forwardAbort();
    else request.signal.addEventListener('abort', forwardAbort, { once: true });
    try {
      return await fetch(new Request(request, { signal: controller.signal }));
    } finally {
      clearTimeout(timer);
      request.signal.removeEventListener('abort', forwardAbort);
    }
  };
}
