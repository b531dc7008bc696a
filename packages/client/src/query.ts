import createQueryHooks from 'openapi-react-query';
import { isApiError } from './errors';
import type { ApiClient } from './fetch-client';

/**
 * The typed react-query entry point (`$api`): `$api.useQuery('get', '/path', init)`,
 * `$api.useMutation('post', '/path')`, `$api.queryOptions(...)`. Query keys are
 * `[method, path, init]`; `error` is always an ApiError.
 */
export function createApiHooks(client: ApiClient) {
  return createQueryHooks(client);
}

export type ApiHooks = ReturnType<typeof createApiHooks>;

/**
 * react-query `retry` option: retry twice only what may pass on a second try (no response, 5xx);
 * a 4xx answer will not change.
 */
export function retryTransientErrors(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}
