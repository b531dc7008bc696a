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
 * a 4xx answer will not change, nor will a 503 (switched off for maintenance) within seconds.
 */
export function retryTransientErrors(failureCount: number, error: unknown): boolean {
  if (failureCount >= 2) return false;
  if (!isApiError(error)) return true;
  return error.status === 0 || (error.status >= 500 && error.status !== 503);
}
