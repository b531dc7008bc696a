import type { paths } from '@endless/client/generated';
import { createOpenApiHttp } from 'openapi-msw';
import { markOperation } from './request-operation.ts';

const typed = createOpenApiHttp<paths>({ baseUrl: '*://:host' });

type Method = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Resolver = (info: { request: Request }) => unknown;
type Make = (path: string, resolver: Resolver, options?: unknown) => unknown;

/** A handler maker whose requests know their operation, for the contract's request rules. */
function judged<M extends Method>(method: M): (typeof typed)[M] {
  const make = typed[method] as unknown as Make;
  const wrapped: Make = (path, resolver, options) =>
    make(
      path,
      (info) => {
        markOperation(info.request, method, path);
        return resolver(info);
      },
      options,
    );
  return wrapped as unknown as (typeof typed)[M];
}

/**
 * The one typed `http` of the mock backend: paths, params, query, request and response bodies
 * come from the contract, and `parseBody`/`parseQuery` judge a request by the request schemas of
 * its operation (request-rules.ts). `*://:host` matches the contract paths at the root of any
 * origin, so the same handlers serve the app's API host in the browser, tests in Node and the
 * standalone server. (A bare `*` would also match suffixes: `/forums/thread/lock` would answer
 * `/access/forums/thread/lock`.)
 */
export const http = {
  ...typed,
  get: judged('get'),
  put: judged('put'),
  post: judged('post'),
  delete: judged('delete'),
  patch: judged('patch'),
};
