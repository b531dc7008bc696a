import { HttpResponse, delay, http, type HttpHandler } from 'msw';
import { acceptsBearerToken } from '../contract/scope.ts';
import { createRouteIndex, type RouteIndex } from '../http/route-index.ts';
import { serverError, serviceUnavailable, unauthorized } from '../requests/errors.ts';

/**
 * Developer controls, outside the product contract: response latency, fault injection and reset.
 * Exposed as `window.__endlessMock` in the browser and as `POST /__mock/*` by the standalone server
 * (routes.ts).
 */

/** - `server-error`: 500 EX5000; `network-error`: no response at all (`HttpResponse.error()`);
 * `expired-token`: 401 AU1001 on a request carrying a bearer token to an operation that requires
 * or accepts one (per the contract's security; never the refresh, so the client can recover);
 * `maintenance`: 503, the operation switched off (the app shows its maintenance page). */
export const FAULT_KINDS = [
  'server-error',
  'network-error',
  'expired-token',
  'maintenance',
  // No answer at all: the client's deadline has to end the request.
  'timeout',
  // A 200 whose body is not JSON (a proxy's error page).
  'unreadable',
] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export interface Latency {
  min: number;
  max: number;
}

/** Browser default: a realistic 150–400 ms. Node (tests, standalone) defaults to none. */
export const REALISTIC_LATENCY: Latency = { min: 150, max: 400 };

const state = {
  latency: { min: 0, max: 0 } as Latency,
  faults: [] as FaultKind[],
};

/** Every API response waits between `min` and `max` ms (uniformly). `setLatency(0)` turns it off. */
export function setLatency(min: number, max = min): void {
  const low = Math.max(0, Math.floor(min));
  state.latency = { min: low, max: Math.max(low, Math.floor(max)) };
}

export function getLatency(): Latency {
  return { ...state.latency };
}

/** The next `count` API requests fail with `kind` (queued after faults already pending). */
export function injectFaults(kind: FaultKind, count = 1): void {
  for (let i = 0; i < count; i++) state.faults.push(kind);
}

export function clearFaults(): void {
  state.faults.length = 0;
}

export function pendingFaults(): FaultKind[] {
  return [...state.faults];
}

/**
 * Reseeds the database as of the clock's now and drops pending faults (latency and the clock are
 * kept). The seed runs once per process; later resets restore a copy of it (`reseed`). Imported
 * here, not above: the browser's first screen needs these controls, not the seed and database.
 */
export async function resetMockDb(): Promise<void> {
  clearFaults();
  const { reseed } = await import('../seed/index.ts');
  await reseed();
}

const indexes = new WeakMap<readonly HttpHandler[], RouteIndex>();

/**
 * Whether one of `handlers` (string or RegExp paths) would answer `request`. The handlers are
 * indexed by method and path on first use (the list must not change afterwards).
 */
export function matchesAny(request: Request, handlers: readonly HttpHandler[]): boolean {
  let index = indexes.get(handlers);
  if (!index) indexes.set(handlers, (index = createRouteIndex(handlers)));
  return index.matches(request);
}

/** Whether an `expired-token` fault applies: a bearer token sent where the contract allows 401. */
function takesExpiredToken(request: Request): boolean {
  return (
    request.headers.has('authorization') &&
    acceptsBearerToken(request.method, new URL(request.url).pathname)
  );
}

/** Waits the configured latency (uniformly between min and max; nothing when it is 0). */
export async function waitLatency(): Promise<void> {
  const { min, max } = state.latency;
  if (max > 0) await delay(min + Math.floor(Math.random() * (max - min + 1)));
}

/**
 * Takes the pending fault that applies to `request` (an API request) and gives its answer:
 * a response, `'timeout'` (the request must stay unanswered) or undefined when none applies.
 */
export function takeFaultFor(request: Request): Response | 'timeout' | undefined {
  const fault = state.faults[0];
  if (fault === undefined) return undefined;
  if (fault === 'expired-token' && !takesExpiredToken(request)) return undefined;
  state.faults.shift();
  if (fault === 'network-error') return HttpResponse.error();
  if (fault === 'maintenance') return serviceUnavailable();
  if (fault === 'timeout') return 'timeout';
  if (fault === 'unreadable') {
    return new HttpResponse('<html><body>502 Bad Gateway</body></html>', {
      status: 200,
      headers: { 'content-type': 'text/html' },
    });
  }
  return fault === 'server-error' ? serverError() : unauthorized();
}

/**
 * Latency, then the pending fault that applies to `request` (an API request): the fault's answer,
 * or undefined to answer normally. A `timeout` fault never settles.
 */
export async function applyControls(request: Request): Promise<Response | undefined> {
  await waitLatency();
  const answer = takeFaultFor(request);
  if (answer !== 'timeout') return answer;
  await delay('infinite');
  return HttpResponse.error();
}

/**
 * One handler placed before all the API handlers: it applies latency and pending faults to every
 * request that an API handler would answer, then falls through (returns nothing) to that handler.
 * Requests no API handler knows (app assets, `/__mock/*`) are left alone.
 */
export function createControlsHandler(apiHandlers: readonly HttpHandler[]): HttpHandler {
  return http.all('*', async ({ request }) => {
    if (!matchesAny(request, apiHandlers)) return undefined;
    return applyControls(request);
  });
}
