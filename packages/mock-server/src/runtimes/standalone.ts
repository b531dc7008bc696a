import type { FileHandle } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HttpResponse, http, type HttpHandler } from 'msw';
import { z } from 'zod';
import {
  FAULT_KINDS,
  clearFaults,
  getLatency,
  injectFaults,
  matchesAny,
  pendingFaults,
  resetMockDb,
  setLatency,
  takeFaultFor,
  waitLatency,
} from '../controls/index.ts';
import { PROVIDER_STATES, applyProviderState } from '../controls/provider-states.ts';
import { trackDbRows, watchDbChanges } from '../db/index.ts';
import { advance, isFrozen, now, setNow, useRealTime } from '../domain/clock.ts';
import { runScheduledJobs } from '../domain/scheduled-jobs.ts';
import { answeringHandlers, apiHandlers } from '../handlers/index.ts';
import { answerText, installFastJsonAnswers } from '../http/json-answers.ts';
import { IncomingRequest } from '../http/node-request.ts';
import { createRouteIndex } from '../http/route-index.ts';
import {
  DataFileLockedError,
  loadDataFile,
  lockDataFile,
  appendJournal,
  serializeChanges,
  serializeDb,
  startJournal,
  writeDataFile,
  type DataFileLock,
} from '../storage/data-file.ts';

/** Origins of the app (dev server and preview) allowed by CORS. */
export const ALLOWED_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/**
 * Node flags of the standalone process (`pnpm mock`'s script spells them out too). A bounded old
 * generation makes V8 grow the heap by smaller steps: under load the rows replaced on every update
 * (views, last seen) are promoted garbage. At about 5,000 req/s of `mock:load`, RSS grew by 67–100
 * MB a minute with the default 4 GB limit and by 16–41 MB with 1 GB (p99 a few ms higher: major
 * collections come more often). 1 GB still holds about a million stored rows; 512 MB was no flatter
 * at 6,000+ req/s, where the rows a run stores dominate the growth.
 */
export const STANDALONE_NODE_FLAGS = ['--max-old-space-size=1024'];

/** `.mock-data/db.json` under the repository root (gitignored). */
export const DEFAULT_DATA_FILE = fileURLToPath(
  new URL('../../../../.mock-data/db.json', import.meta.url),
);

export interface StandaloneOptions {
  port?: number;
  host?: string;
  /** Where the database is kept across restarts; null keeps it in memory only. */
  dataFile?: string | null;
  /** Ignore the saved data and reseed. */
  reset?: boolean;
}

export interface StandaloneServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

/** The journal is folded into a new snapshot once it holds this much (and at start and shutdown). */
const COMPACT_AFTER_BYTES = 8 * 1024 * 1024;

const EMPTY_GROUP = serializeChanges([]);

const json = (body: unknown, status = 200) => HttpResponse.json(body as object, { status });

/** `POST /__mock/*`: the developer controls over HTTP (outside the contract). */
function controlRoutes(onReset: () => Promise<void>): HttpHandler[] {
  const state = () => ({
    latency: getLatency(),
    faults: pendingFaults(),
    now: now(),
    frozen: isFrozen(),
  });
  const readJson = async (request: Request): Promise<unknown> => {
    try {
      const text = await request.text();
      return text ? JSON.parse(text) : {};
    } catch {
      return null;
    }
  };
  const faultsBody = z
    .object({ kind: z.enum(FAULT_KINDS), count: z.number().int().min(1).default(1) })
    .or(z.object({ clear: z.literal(true) }));
  const latencyBody = z.object({ min: z.number().min(0), max: z.number().min(0).optional() });
  const timeBody = z.union([
    z.object({ now: z.number().int().nonnegative() }),
    z.object({ advance: z.number().int() }),
    z.object({ real: z.literal(true) }),
  ]);
  const stateBody = z.object({ username: z.string(), state: z.enum(PROVIDER_STATES) });
  const bad = (message: string) => json({ status: 400, error: message }, 400);
  return [
    http.get('*/__mock', () => json({ status: 200, ...state() })),
    http.post('*/__mock/reset', async () => {
      await onReset();
      return json({ status: 200, ...state() });
    }),
    http.post('*/__mock/faults', async ({ request }) => {
      const body = faultsBody.safeParse(await readJson(request));
      if (!body.success)
        return bad(
          'Expected {kind: server-error|network-error|expired-token, count?} or {clear: true}',
        );
      if ('clear' in body.data) clearFaults();
      else injectFaults(body.data.kind, body.data.count);
      return json({ status: 200, ...state() });
    }),
    // Provider states for the contract kit (src/states.ts).
    http.post('*/__mock/states', async ({ request }) => {
      const body = stateBody.safeParse(await readJson(request));
      if (!body.success) return bad(`Expected {username, state: ${PROVIDER_STATES.join('|')}}`);
      const made = await applyProviderState(body.data.username, body.data.state);
      if (!made) return json({ status: 404, error: 'No such account' }, 404);
      return json({ status: 200, ...made });
    }),
    http.post('*/__mock/latency', async ({ request }) => {
      const body = latencyBody.safeParse(await readJson(request));
      if (!body.success) return bad('Expected {min, max?} in milliseconds');
      setLatency(body.data.min, body.data.max);
      return json({ status: 200, ...state() });
    }),
    http.post('*/__mock/time', async ({ request }) => {
      const body = timeBody.safeParse(await readJson(request));
      if (!body.success) return bad('Expected {now: epoch ms}, {advance: ms} or {real: true}');
      if ('now' in body.data) setNow(body.data.now);
      else if ('advance' in body.data) advance(body.data.advance);
      else useRealTime();
      return json({ status: 200, ...state() });
    }),
  ];
}

function corsHeaders(origin: string | undefined): Record<string, string> {
  if (!origin || !ALLOWED_ORIGINS.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'access-control-allow-headers': 'authorization, content-type',
    'access-control-max-age': '600',
    vary: 'Origin',
  };
}

/**
 * A FIFO lock: `await acquire()` gives the function that lets the next holder in. The standalone
 * server runs one request at a time through the handlers, so a handler that awaits between its
 * checks and its writes (balance, then debit; free name, then create) is never interleaved with
 * another: every request is one transaction, as a real backend's database would make it.
 */
function createLock(): () => Promise<() => void> {
  let tail: Promise<void> = Promise.resolve();
  return async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const previous = tail;
    tail = previous.then(() => released);
    await previous;
    return release;
  };
}

/** Content-host pictures and models (`GET /resources/*`) read the database only; they skip the lock. */
function skipsLock(req: IncomingMessage): boolean {
  return req.method === 'GET' && (req.url ?? '').startsWith('/resources/');
}

/**
 * A real HTTP server on 127.0.0.1 answering with the same MSW handlers (their resolvers called
 * through the route index, `src/route-index.ts`). Used by `pnpm mock`; tests start it on port 0 (a
 * random free port).
 *
 * Requests go through the handlers one at a time (see {@link createLock}). With a `dataFile`, no
 * answer leaves before every change made so far is on disk (the changed rows appended to the journal
 * and fsynced, `src/data-file.ts`); writes that finish together share one append, and the journal is
 * folded into a new snapshot at start, at shutdown and when it grows large. The file is locked against a
 * second process ({@link DataFileLockedError}), and a damaged file is set aside for the last good copy.
 */
export async function startStandaloneServer(
  options: StandaloneOptions = {},
): Promise<StandaloneServer> {
  const host = options.host ?? '127.0.0.1';
  const dataFile = options.dataFile === undefined ? DEFAULT_DATA_FILE : options.dataFile;
  const fileLock: DataFileLock | null = dataFile ? lockDataFile(dataFile) : null;
  const lock = createLock();

  // Changes made (counted by the collections' hooks) and changes the file holds.
  let changes = 0;
  let saved = 0;
  const unwatch = watchDbChanges(() => void changes++);
  const rows = trackDbRows();
  let journal: FileHandle | null = null;
  let journalBytes = 0;
  let saving: Promise<void> | null = null;
  /** A new snapshot with every change, then an empty journal following it. */
  const compact = async (file: string) => {
    const release = await lock();
    let snapshot: { text: string; id: string };
    let covers: number;
    try {
      covers = changes;
      snapshot = serializeDb();
      rows.restart();
    } finally {
      release();
    }
    await closeJournal();
    await writeDataFile(file, snapshot.text);
    journal = await startJournal(file, snapshot.id);
    journalBytes = 0;
    saved = Math.max(saved, covers);
  };
  /** Appends the rows changed since the last save to the journal (or compacts when it must). */
  const saveOnce = async (file: string) => {
    if (!journal || journalBytes > COMPACT_AFTER_BYTES) return compact(file);
    const release = await lock();
    let line: string | null;
    let covers: number;
    try {
      covers = changes;
      const changed = rows.take();
      line = changed && serializeChanges(changed);
    } finally {
      release();
    }
    if (line === null) return compact(file);
    if (line !== EMPTY_GROUP) await appendJournal(journal, line);
    journalBytes += line.length;
    saved = Math.max(saved, covers);
  };
  /** Resolves once the file holds every change made before the call; rejects if it cannot. */
  const durable = async () => {
    if (!dataFile) return;
    const target = changes;
    while (saved < target) {
      saving ??= saveOnce(dataFile).finally(() => (saving = null));
      await saving;
    }
  };
  /** Compacts now, after any save under way (one disk operation at a time). */
  const compactNow = async () => {
    if (!dataFile) return;
    while (saving) await saving.catch(() => undefined);
    saving = compact(dataFile).finally(() => (saving = null));
    await saving;
  };
  const closeJournal = async () => {
    const current = journal;
    journal = null;
    await current?.close();
  };

  try {
    const loaded = dataFile && !options.reset ? await loadDataFile(dataFile) : null;
    if (loaded?.kind === 'outdated') {
      console.warn(
        `[mock] ${dataFile} holds an older database (version ${String(loaded.version)}): reseeding`,
      );
    }
    if (loaded?.kind !== 'loaded') await resetMockDb();
    if (dataFile) {
      // Fold what the journal held into a new snapshot.
      await compactNow();
    }
  } catch (error) {
    unwatch();
    rows.stop();
    fileLock?.release();
    throw error;
  }

  installFastJsonAnswers();
  const routes = createRouteIndex([...controlRoutes(resetMockDb), ...answeringHandlers]);

  const handle = async (req: IncomingMessage, res: ServerResponse, origin: string) => {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const request: Request = await IncomingRequest.from(req, origin);
    const isApi = matchesAny(request, apiHandlers);
    // The latency is waited outside the lock, so slow answers overlap as they would for real.
    if (isApi) await waitLatency();
    const release = skipsLock(req) ? () => undefined : await lock();
    let response: Response | 'timeout';
    let body: Buffer | null = null;
    try {
      runScheduledJobs();
      response =
        (isApi ? takeFaultFor(request) : undefined) ??
        (await routes.respond(request)) ??
        HttpResponse.json(
          { status: 404, error: 'No such operation in the contract' },
          { status: 404 },
        );
      if (response !== 'timeout' && response.type !== 'error') {
        const text = answerText(response);
        body = text === undefined ? Buffer.from(await response.arrayBuffer()) : Buffer.from(text);
      }
    } finally {
      release();
    }
    // A timeout fault: the request stays unanswered (outside the lock) until the client gives up.
    if (response === 'timeout') return;
    // Nothing is answered (this write, or a read of another request's write) before it is on disk.
    await durable();
    // The injected network error: drop the connection without an answer.
    if (body === null) {
      req.socket.destroy();
      return;
    }
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
    res.end(body);
  };

  const server = createServer();
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 4010, host, resolve);
    });
  } catch (error) {
    unwatch();
    rows.stop();
    await closeJournal();
    fileLock?.release();
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : (options.port ?? 4010);
  const url = `http://${host}:${port}`;
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    handle(req, res, url).catch((error: unknown) => {
      console.error('[mock] request failed', error);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          status: 500,
          error_code: 'EX5000',
          error_code_text: 'Internal Server Error',
        }),
      );
    });
  });

  let closing: Promise<void> | null = null;
  return {
    url,
    port,
    close: () =>
      (closing ??= (async () => {
        try {
          await new Promise<void>((resolve) => {
            server.close(() => resolve());
            server.closeIdleConnections();
            // Requests still waiting for the disk get their answer; then the rest is cut.
            void durable()
              .catch(() => undefined)
              .then(() => server.closeAllConnections());
          });
          await durable();
          await compactNow();
        } finally {
          unwatch();
          rows.stop();
          await closeJournal();
          fileLock?.release();
        }
      })()),
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const reset = process.argv.includes('--reset');
  // MOCK_DATA_FILE lets a CI run keep its data apart from a developer's `.mock-data/db.json`.
  const dataFile = process.env.MOCK_DATA_FILE || DEFAULT_DATA_FILE;
  let server: StandaloneServer;
  try {
    server = await startStandaloneServer({ port, reset, dataFile });
  } catch (error) {
    if (!(error instanceof DataFileLockedError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  console.log(
    `[mock] Endless mock API on ${server.url}${reset ? ' (reseeded)' : ''}; data in ${dataFile}`,
  );
  const shutdown = (signal: string) => {
    console.log(`[mock] ${signal}: saving and stopping`);
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
