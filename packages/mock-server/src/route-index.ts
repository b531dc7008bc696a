import { matchRequestUrl, type HttpHandler } from 'msw';

/**
 * A prebuilt index of handlers by method and path, so a request is offered only to the handlers
 * that can answer it instead of every handler in turn (MSW compiles each handler's path pattern on
 * every match). It only narrows the list: the handlers kept stay in their order and MSW still
 * matches them itself, so the answer is the one the full list would give.
 */
export interface RouteIndex {
  /** The handlers (in their order) that may answer `method` on `pathname`. */
  candidates(method: string, pathname: string): HttpHandler[];
  /** Whether one of the handlers answers `request` (string and RegExp paths only). */
  matches(request: Request): boolean;
}

type Entry = { kind: 'always' } | { kind: 'prefix'; method: string | RegExp; prefix: string };

/** What follows the origin part of `*://:host/a/:b` or `*\/a/:b` (`/a/:b`); null for other forms. */
function afterOrigin(path: string): string | null {
  if (path.startsWith('*://:host/')) return path.slice('*://:host'.length);
  return path.startsWith('*/') ? path.slice(1) : null;
}

/** Where a path pattern's parameters and wildcards start. */
const PATTERN_SYNTAX = /[:*?()+{}\\]/;

const MATCHED_PATHS_KEPT = 2_000;

const methodMatches = (method: string | RegExp, actual: string) =>
  method instanceof RegExp ? method.test(actual) : method.toUpperCase() === actual.toUpperCase();

export function createRouteIndex(handlers: readonly HttpHandler[]): RouteIndex {
  const exact = new Map<string, number[]>();
  const others: [number, Entry][] = [];
  handlers.forEach((handler, position) => {
    const { method, path } = handler.info;
    const rest = typeof path === 'string' && typeof method === 'string' ? afterOrigin(path) : null;
    if (rest !== null && typeof method === 'string') {
      const patternAt = rest.search(PATTERN_SYNTAX);
      if (patternAt === -1) {
        const key = `${method.toUpperCase()} ${rest.toLowerCase()}`;
        exact.set(key, [...(exact.get(key) ?? []), position]);
      } else {
        others.push([
          position,
          { kind: 'prefix', method, prefix: rest.slice(0, patternAt).toLowerCase() },
        ]);
      }
      return;
    }
    // Catch-alls (`http.all('*')`), RegExp paths, predicates: offered every request.
    others.push([position, { kind: 'always' }]);
  });
  const all = [...handlers];
  const matched = new Map<string, boolean>();

  const positions = (method: string, pathname: string): number[] | null => {
    // Encoded or trailing-slash paths: leave the matching entirely to MSW.
    if (pathname.includes('%') || (pathname.length > 1 && pathname.endsWith('/'))) return null;
    const lower = pathname.toLowerCase();
    const found = [...(exact.get(`${method.toUpperCase()} ${lower}`) ?? [])];
    for (const [position, entry] of others) {
      if (
        entry.kind === 'always' ||
        (methodMatches(entry.method, method) && lower.startsWith(entry.prefix))
      ) {
        found.push(position);
      }
    }
    return found.sort((a, b) => a - b);
  };

  return {
    candidates(method, pathname) {
      const found = positions(method, pathname);
      return found ? found.map((position) => handlers[position]!) : all;
    },
    matches(request) {
      const url = new URL(request.url);
      // The answer depends on the method and URL without its query; MSW compiles every pattern
      // it matches.
      const key = `${request.method} ${url.origin}${url.pathname}`;
      const known = matched.get(key);
      if (known !== undefined) return known;
      const found = positions(request.method, url.pathname);
      const offered = found ? found.map((position) => handlers[position]!) : all;
      const answer = offered.some((handler) => {
        const { method, path } = handler.info;
        return (
          methodMatches(method, request.method) &&
          typeof path !== 'function' &&
          matchRequestUrl(url, path).matches
        );
      });
      // Paths with ids in them are many: the memory stays bounded.
      if (matched.size >= MATCHED_PATHS_KEPT) matched.clear();
      matched.set(key, answer);
      return answer;
    },
  };
}
