import type { Middleware } from 'openapi-fetch';
import { apiErrorFromResponse, fetchFailure } from '../errors';

/**
 * Turns every failure into a thrown ApiError: a non-2xx answer (after any refresh and replay) and
 * a request that got no response (EX4000). Registered first, so it sees the final response.
 */
export function errorsMiddleware(): Middleware {
  return {
    async onResponse({ response }) {
      if (!response.ok) throw await apiErrorFromResponse(response);
    },
    onError({ error }) {
      return fetchFailure(error);
    },
  };
}
