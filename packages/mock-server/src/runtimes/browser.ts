import './zod-without-eval.ts';
import { getResponse, http } from 'msw';
import { setupWorker } from 'msw/browser';
import { advance, setNow, useRealTime } from '../domain/clock.ts';
import {
  REALISTIC_LATENCY,
  applyControls,
  clearFaults,
  getLatency,
  injectFaults,
  matchesAny,
  pendingFaults,
  resetMockDb,
  setLatency,
  type FaultKind,
  type Latency,
} from '../controls/index.ts';
import { handlerGroupOf, loadEveryHandlerGroup } from '../handlers/groups.ts';
import { buildModel } from '../rules/models/modeller.ts';
import { drawPicture } from '../rules/pictures/drawer.ts';
import { keepWorkerAcrossReloads } from './keep-worker.ts';
import { noteMockedNetworkError } from './page-fallback.ts';
export { fetchWithPageFallback } from './page-fallback.ts';
import type * as LocalDatabaseModule from '../storage/local-database.ts';
import type { OutboxEmail } from '../controls/outbox.ts';
import { PERSONAS, SEEDED_CODES } from '../seed/personas.ts';

// The page's first screen downloads only this module, MSW and the controls; the handlers, the
// database's code and the asset workers load as the mock starts (see `startMockWorker`), and the
// database itself on first use: a page that only pings the API never restores or seeds it.

type LocalDatabase = typeof LocalDatabaseModule;

let database: Promise<LocalDatabase> | undefined;

/** The database, restored from localStorage or seeded by the first request that reads it. */
function loadDatabase(): Promise<LocalDatabase> {
  if (!database) {
    database = import('../storage/local-database.ts').then(async (local) => {
      await local.loadAndKeepSaved((listener) => {
        worker.events.on('response:mocked', listener);
        answeredInPage.add(listener);
      });
      return local;
    });
    // A failed download is tried again on next use.
    database.catch(() => {
      database = undefined;
    });
  }
  return database;
}

/**
 * The one handler the worker starts with. It answers as the full list (`createHandlers()`) does:
 * latency and faults for API requests, the scheduled jobs, then the first handler that matches.
 * The request's group of handlers and the database load side by side.
 */
const lazyHandler = http.all('*', async ({ request }) => {
  const group = handlerGroupOf(request);
  if (!group) return undefined;
  const [{ api, answering }, local] = await Promise.all([
    group.handlers,
    group.readsDatabase ? loadDatabase() : undefined,
  ]);
  if (matchesAny(request, api)) {
    const answer = await applyControls(request);
    if (answer?.type === 'error') noteMockedNetworkError(request);
    if (answer) return answer;
  }
  local?.runScheduledJobs();
  return getResponse(answering, request);
});

export const worker = setupWorker(lazyHandler);

/** Told of each response `answerInPage` gives, as the worker's `response:mocked` listeners are. */
const answeredInPage = new Set<() => void>();

/**
 * Answers `request` here, with the handlers the worker would have sent it to: for a request the
 * worker passed to the network instead (see `fetchWithPageFallback`). Undefined when no handler
 * answers it.
 */
export async function answerInPage(request: Request): Promise<Response | undefined> {
  const response = await getResponse([lazyHandler], request);
  if (response) for (const listener of answeredInPage) listener();
  return response;
}

/** The developer controls as `window.__endlessMock` (use them from the browser console). */
export interface EndlessMockControls {
  /** Reseeds the database (and forgets the saved copy). */
  reset(): Promise<void>;
  setLatency(min: number, max?: number): void;
  getLatency(): Latency;
  /** The next `count` API requests fail: 'server-error' | 'network-error' | 'expired-token'. */
  injectFaults(kind: FaultKind, count?: number): void;
  clearFaults(): void;
  pendingFaults(): FaultKind[];
  time: { setNow(ms: number): void; advance(ms: number): void; useRealTime(): void };
  personas: typeof PERSONAS;
  codes: typeof SEEDED_CODES;
  /** The "sent" e-mails whose links still work, newest first (`username` narrows them). */
  outbox(username?: string): Promise<OutboxEmail[]>;
}

declare global {
  interface Window {
    __endlessMock?: EndlessMockControls;
  }
}

/**
 * A clock control that takes effect once the database is loaded, so a first seed is as of the time
 * before it, as when the database loaded with the page.
 */
function onceLoaded<A extends unknown[]>(change: (...args: A) => void): (...args: A) => void {
  return (...args) => {
    const apply = () => change(...args);
    void loadDatabase().then(apply, apply);
  };
}

/**
 * Starts the in-browser mock (dev server and demo build). The database is restored from
 * localStorage, or seeded on first use, saved after every mocked response and on page hide, and
 * reloaded when another tab saves it.
 */
export async function startMockWorker(
  options: { latency?: Latency; serviceWorkerUrl?: string; quiet?: boolean } = {},
): Promise<void> {
  const latency = options.latency ?? REALISTIC_LATENCY;
  setLatency(latency.min, latency.max);
  keepWorkerAcrossReloads();
  window.__endlessMock = {
    reset: async () => {
      const local = await loadDatabase();
      await resetMockDb();
      local.save();
    },
    setLatency,
    getLatency,
    injectFaults,
    clearFaults,
    pendingFaults,
    time: {
      setNow: onceLoaded(setNow),
      advance: onceLoaded(advance),
      useRealTime: onceLoaded(useRealTime),
    },
    personas: PERSONAS,
    codes: SEEDED_CODES,
    outbox: async (username) => (await loadDatabase()).outbox(username),
  };
  // Every module a request can need is in before the worker answers its first request (the
  // database itself still loads on first use). Imported on first use, each import ran while the
  // worker held that request open, and such imports failed in Firefox ESR 140 ("error loading
  // dynamically imported module", in bursts, never with service workers off) and WebKitGTK
  // ("Importing a module script failed"), failing the request; chromium never did.
  await Promise.all([
    loadEveryHandlerGroup(),
    import('../storage/local-database.ts'),
    import('../seed/index.ts'),
  ]);
  drawPicture.warm();
  buildModel.warm();
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
}
