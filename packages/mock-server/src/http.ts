import type { paths } from '@endless/client/generated';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * The one typed `http` of the mock backend: paths, params, query, request and response bodies
 * come from the contract. `*://:host` matches the contract paths at the root of any origin, so the
 * same handlers serve the app's API host in the browser, tests in Node and the standalone server.
 * (A bare `*` would also match suffixes: `/forums/thread/lock` would answer `/access/forums/thread/lock`.)
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*://:host' });
