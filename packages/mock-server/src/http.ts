import type { paths } from '@endless/client/generated';
import { createOpenApiHttp } from 'openapi-msw';

/**
 * The one typed `http` of the mock backend: paths, params, query, request and response bodies
 * come from the contract. `baseUrl: '*'` matches the contract paths on any origin, so the same
 * handlers serve the app's API host in the browser, tests in Node and the standalone server.
 */
export const http = createOpenApiHttp<paths>({ baseUrl: '*' });
