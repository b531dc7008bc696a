import { getResponse, matchRequestUrl, type HttpHandler } from 'msw';
import { toFetchRequest } from './node-request.ts';

/**
 * A prebuilt index of handlers by method and path, so a request is offered only to the handlers
 * that can answer it instead of every handler in turn (MSW compiles each handler's path pattern on
 * every match). The handlers kept stay in their order, so the answer is the one the full list would
 * give.
 */
export interface RouteIndex {
  /** Whether one of the handlers answers `request` (string and RegExp paths only). */
  matches(request: Request): boolean;
  /**
   * The answer of the first handler that answers `request`, as MSW's `getResponse` would give it,
   * or undefined. Handlers with string or RegExp paths get their resolver called directly with the
   * path's parameters (matched once per method and path): without MSW's per-handler run, which
   * clones the request, re-matches the path, parses cookies and aborts a signal on every request.
   */
  respond(request: Request): Promise<Response | undefined>;
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

type Params = Record<string, string | readonly string[] | undefined>;
type Resolver = (info: Record<string, unknown>) => unknown;

/** What a method and URL (without its query) match. */
interface Matched {
  /** The handlers whose method and path match, in order, with the path's parameters. */
  handlers: { handler: HttpHandler; params: Params }[];
  /** Some handler offered matches with a predicate function: only MSW can tell. */
  needsMsw: boolean;
  offered: HttpHandler[];
}

/** The resolver a handler was made with (MSW keeps it as a protected field). */
function resolverOf(handler: HttpHandler): Resolver {
  const { resolver } = handler as unknown as { resolver: unknown };
  if (typeof resolver !== 'function') throw new Error(`${handler.info.header}: no resolver`);
  return resolver as Resolver;
}

function cookiesOf(request: Request): Record<string, string> {
  const header = request.headers.get('cookie');
  if (!header) return {};
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies[part.slice(0, at).trim()] = decodeURIComponent(part.slice(at + 1).trim());
  }
  return cookies;
}

let requestCount = 0;

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
  const matchedPaths = new Map<string, Matched>();

  const offeredTo = (method: string, pathname: string): HttpHandler[] => {
    // Encoded or trailing-slash paths: every handler is offered.
    if (pathname.includes('%') || (pathname.length > 1 && pathname.endsWith('/'))) return all;
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
    return found.sort((a, b) => a - b).map((position) => handlers[position]!);
  };

  const matchedBy = (method: string, url: URL): Matched => {
    const key = `${method} ${url.origin}${url.pathname}`;
    const known = matchedPaths.get(key);
    if (known) return known;
    const offered = offeredTo(method, url.pathname);
    const matched: Matched = { handlers: [], needsMsw: false, offered };
    for (const handler of offered) {
      const { method: handlerMethod, path } = handler.info;
      if (!methodMatches(handlerMethod, method)) continue;
      if (typeof path === 'function') {
        matched.needsMsw = true;
        continue;
      }
      const match = matchRequestUrl(url, path);
      if (match.matches) matched.handlers.push({ handler, params: match.params ?? {} });
    }
    // Paths with ids in them are many: the memory stays bounded.
    if (matchedPaths.size >= MATCHED_PATHS_KEPT) matchedPaths.clear();
    matchedPaths.set(key, matched);
    return matched;
  };

  return {
    matches(request) {
      return matchedBy(request.method, new URL(request.url)).handlers.length > 0;
    },
    async respond(request) {
      const matched = matchedBy(request.method, new URL(request.url));
      if (matched.needsMsw) return getResponse(matched.offered, toFetchRequest(request));
      for (const { handler, params } of matched.handlers) {
        let answer: unknown;
        try {
          answer = await resolverOf(handler)({
            request,
            params,
            cookies: cookiesOf(request),
            requestId: String(++requestCount),
          });
        } catch (thrown) {
          // As in MSW, a thrown Response is the answer.
          if (!(thrown instanceof Response)) throw thrown;
          answer = thrown;
        }
        if (answer instanceof Response) return answer;
        if (answer !== undefined && answer !== null) {
          throw new Error(
            `${handler.info.header}: only resolvers that return a Response are supported`,
          );
        }
      }
      return undefined;
    },
  };
}
