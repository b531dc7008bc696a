import './zod-without-eval.ts';
import { setupWorker } from 'msw/browser';
import { advance, setNow, useRealTime } from './clock.ts';
import {
  REALISTIC_LATENCY,
  clearFaults,
  getLatency,
  holdRequestsUntil,
  injectFaults,
  pendingFaults,
  resetMockDb,
  setLatency,
  type FaultKind,
  type Latency,
} from './controls.ts';
import { exportSnapshot, importSnapshot } from './db/index.ts';
import { handlers } from './handlers/index.ts';
import { keepWorkerAcrossReloads } from './keep-worker.ts';
import { paced } from './pace.ts';
import { outbox, type OutboxEmail } from './outbox.ts';
import { PERSONAS, SEEDED_CODES } from './seed/index.ts';

/** localStorage key of the saved database. */
export const STORAGE_KEY = 'endless-mock/db';

export const worker = setupWorker(...handlers);

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
  outbox(username?: string): OutboxEmail[];
}

declare global {
  interface Window {
    __endlessMock?: EndlessMockControls;
  }
}

function save(): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(exportSnapshot()));
  } catch (error) {
    // A full or disabled storage only costs persistence across reloads.
    console.warn('[mock] could not save the database', error);
  }
}

let saveTimer: ReturnType<typeof setTimeout> | undefined;
function scheduleSave(): void {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(save, 250);
}

async function restoreOrSeed(): Promise<void> {
  const raw = localStorage.getItem(STORAGE_KEY);
  if (raw) {
    try {
      if (await importSnapshot(JSON.parse(raw))) return;
    } catch {
      // Unreadable data falls through to a fresh seed.
    }
  }
  await resetMockDb();
  save();
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
  // The worker registers while the database loads (paced, beside the app's start); API requests
  // it receives meanwhile wait for the database.
  const database = paced(restoreOrSeed);
  holdRequestsUntil(database);
  window.__endlessMock = {
    reset: async () => {
      await resetMockDb();
      save();
    },
    setLatency,
    getLatency,
    injectFaults,
    clearFaults,
    pendingFaults,
    time: { setNow, advance, useRealTime },
    personas: PERSONAS,
    codes: SEEDED_CODES,
    outbox,
  };
  const started = worker.start({
    onUnhandledRequest: 'bypass',
    quiet: options.quiet ?? false,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  });
  // Saves start once the database is whole, so a page leaving early never saves half of it.
  const saving = database.then(() => {
    worker.events.on('response:mocked', scheduleSave);
    window.addEventListener('pagehide', save);
    // Tabs share one saved database: take another tab's changes (a popup's chat connection) over.
    window.addEventListener('storage', (event) => {
      if (event.key !== STORAGE_KEY || event.newValue === null) return;
      void importSnapshot(JSON.parse(event.newValue));
    });
  });
  await Promise.all([saving, started]);
}
