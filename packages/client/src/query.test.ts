import { QueryClient } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { FetchResponse } from 'openapi-fetch';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { testClient, url, startTestServer } from '../test/server';
import { ApiError } from './errors';
import type { ApiErrorFields, ApiPaths } from './fetch-client';
import { createApiHooks, retryTransientErrors } from './query';

const server = startTestServer();

describe('createApiHooks', () => {
  it('keys queries by [method, path, init] and resolves with the data', async () => {
    server.use(
      http.get(url('/ping'), () => HttpResponse.json({ status: 200, api_version: '3.0.0' })),
    );
    const $api = createApiHooks(testClient().client);
    const init = { params: { query: { user_id: 42 } } };

    expect($api.queryOptions('get', '/main/data/user', init).queryKey).toEqual([
      'get',
      '/main/data/user',
      init,
    ]);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await expect(queryClient.fetchQuery($api.queryOptions('get', '/ping'))).resolves.toEqual({
      status: 200,
      api_version: '3.0.0',
    });
  });

  it('hands react-query the ApiError', async () => {
    server.use(
      http.get(url('/account/sync'), () =>
        HttpResponse.json(
          { status: 403, error_code: 'AC1020', error_code_text: 'Account Restricted' },
          { status: 403 },
        ),
      ),
    );
    const $api = createApiHooks(testClient().client);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    const failure = queryClient.fetchQuery($api.queryOptions('get', '/account/sync'));

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ message: '[AC1020] Account Restricted' });
  });
});

describe('retryTransientErrors', () => {
  it('retries no response and 5xx twice, never a 4xx', () => {
    const noResponse = new ApiError(0, 'EX4000', 'x');
    const serverError = new ApiError(500, 'EX5000', 'Internal Server Error');
    const restricted = new ApiError(403, 'AC1020', 'Account Restricted');
    expect(retryTransientErrors(0, noResponse)).toBe(true);
    expect(retryTransientErrors(1, serverError)).toBe(true);
    expect(retryTransientErrors(2, serverError)).toBe(false);
    expect(retryTransientErrors(0, restricted)).toBe(false);
  });

  it('does not retry a 503: an operation switched off stays off for more than seconds', () => {
    expect(retryTransientErrors(0, new ApiError(503, 'EX5000', 'Service Unavailable'))).toBe(false);
  });
});

describe('types', () => {
  it('types the error of every operation as ApiError', () => {
    type SyncResult = FetchResponse<ApiPaths['/account/sync']['get'], object, 'application/json'>;
    expectTypeOf<NonNullable<SyncResult['error']>>().toEqualTypeOf<ApiErrorFields>();
    expectTypeOf<ApiError>().toExtend<NonNullable<SyncResult['error']>>();
  });
});
