import type { Middleware } from 'openapi-fetch';
import { ApiError, UNREADABLE_RESPONSE_TEXT, apiErrorFromResponse, fetchFailure } from '../errors';

/**
 * Turns every failure into a thrown ApiError: a non-2xx answer (after any refresh and replay) and
 * a request that got no response (EX4000). Registered first, so it sees the final response.
 */
export function errorsMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      if (!response.ok) throw await apiErrorFromResponse(response);
      // Every success of the contract is JSON: one that is not (a proxy's HTML page, a cut-off
      // body) was answered, so it reads as unreadable rather than as no response.
      try {
        JSON.parse(await response.clone().text());
      } catch (cause) {
        throw new ApiError(response.status, 'EX4000', UNREADABLE_RESPONSE_TEXT, { cause });
      }
    },
    onError({ error }) {
      return fetchFailure(error);
    },
  };
}
