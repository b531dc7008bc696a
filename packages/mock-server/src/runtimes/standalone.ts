import { fileURLToPath, pathToFileURL } from 'node:url';
import { resetMockDb } from '../controls/index.ts';
import { controlRoutes } from '../controls/routes.ts';
import { answeringHandlers } from '../handlers/index.ts';
import { installFastJsonAnswers } from '../http/json-answers.ts';
import { createRouteIndex } from '../http/route-index.ts';
import { listen, type Listening } from '../http/server.ts';
import { DataFileLockedError, lockDataFile } from '../storage/data-file-lock.ts';
import { loadDataFile } from '../storage/data-file.ts';
import { openDurableStore, type DurableStore } from '../storage/durable-store.ts';
import { createTransactionLock } from '../storage/transaction-lock.ts';
import { answerRequests } from './standalone-requests.ts';

export { ALLOWED_ORIGINS } from '../http/cors.ts';

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

/**
 * A real HTTP server on 127.0.0.1 answering with the same MSW handlers (their resolvers called
 * through the route index, `http/route-index.ts`). Used by `pnpm mock`; tests start it on port 0
 * (a random free port).
 *
 * Requests go through the handlers one at a time (storage/transaction-lock.ts). With a `dataFile`,
 * no answer leaves before every change made so far is on disk (storage/durable-store.ts); the file
 * is locked against a second process ({@link DataFileLockedError}), and a damaged file is set aside
 * for the last good copy (storage/data-file.ts).
 */
export async function startStandaloneServer(
  options: StandaloneOptions = {},
): Promise<StandaloneServer> {
  const dataFile = options.dataFile === undefined ? DEFAULT_DATA_FILE : options.dataFile;
  const fileLock = dataFile ? lockDataFile(dataFile) : null;
  const lock = createTransactionLock();
  const store = openDurableStore(dataFile, lock);
  const release = async () => {
    await store.close();
    fileLock?.release();
  };
  let server: Listening;
  try {
    await loadOrSeed(dataFile, options.reset ?? false, store);
    installFastJsonAnswers();
    const routes = createRouteIndex([...controlRoutes(resetMockDb), ...answeringHandlers]);
    server = await listen(
      options.host ?? '127.0.0.1',
      options.port ?? 4010,
      answerRequests({ routes, lock, durable: () => store.durable() }),
    );
  } catch (error) {
    await release();
    throw error;
  }
  const { url, port } = server;
  let closing: Promise<void> | null = null;
  const close = async () => {
    try {
      await server.close(() => store.durable().catch(() => undefined));
      await store.durable();
      await store.compactNow();
    } finally {
      await release();
    }
  };
  return { url, port, close: () => (closing ??= close()) };
}

/** The saved database, else the seed; then the journal is folded into a new snapshot. */
async function loadOrSeed(
  dataFile: string | null,
  reset: boolean,
  store: DurableStore,
): Promise<void> {
  const loaded = dataFile && !reset ? await loadDataFile(dataFile) : null;
  if (loaded?.kind === 'outdated') {
    console.warn(
      `[mock] ${dataFile} holds an older database (version ${String(loaded.version)}): reseeding`,
    );
  }
  if (loaded?.kind !== 'loaded') await resetMockDb();
  await store.compactNow();
}

/** `pnpm mock`: MOCK_PORT, MOCK_DATA_FILE and `--reset`; saves and stops on SIGINT and SIGTERM. */
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
