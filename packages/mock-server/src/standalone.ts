import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { HttpResponse, getResponse, http, type HttpHandler } from 'msw';
import { z } from 'zod';
import { advance, isFrozen, now, setNow, useRealTime } from './clock.ts';
import {
  FAULT_KINDS,
  clearFaults,
  getLatency,
  injectFaults,
  pendingFaults,
  resetMockDb,
  setLatency,
} from './controls.ts';
import { exportSnapshot, importSnapshot } from './db/index.ts';
import { handlers } from './handlers/index.ts';
import { PROVIDER_STATES, applyProviderState } from './states.ts';

/** Origins of the app (dev server and preview) allowed by CORS. */
export const ALLOWED_ORIGINS = [
  'http://127.0.0.1:5173',
  'http://localhost:5173',
  'http://127.0.0.1:4173',
  'http://localhost:4173',
];

/** `.mock-data/db.json` under the repository root (gitignored). */
export const DEFAULT_DATA_FILE = fileURLToPath(
  new URL('../../../.mock-data/db.json', import.meta.url),
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

async function toFetchRequest(req: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  const method = req.method ?? 'GET';
  const hasBody = method !== 'GET' && method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(req.url ?? '/', origin), {
    method,
    headers,
    body: hasBody ? Buffer.concat(chunks) : undefined,
  });
}

async function loadData(dataFile: string): Promise<boolean> {
  try {
    return await importSnapshot(JSON.parse(await readFile(dataFile, 'utf8')));
  } catch {
    return false;
  }
}

async function saveData(dataFile: string): Promise<void> {
  await mkdir(dirname(dataFile), { recursive: true });
  const temporary = `${dataFile}.tmp`;
  await writeFile(temporary, JSON.stringify(exportSnapshot()));
  await rename(temporary, dataFile);
}

/**
 * A real HTTP server on 127.0.0.1 answering with the same MSW handlers (`getResponse`). Used by
 * `pnpm mock`; tests start it on port 0 (a random free port).
 */
export async function startStandaloneServer(
  options: StandaloneOptions = {},
): Promise<StandaloneServer> {
  const host = options.host ?? '127.0.0.1';
  const dataFile = options.dataFile === undefined ? DEFAULT_DATA_FILE : options.dataFile;
  if (options.reset || !dataFile || !(await loadData(dataFile))) await resetMockDb();

  let saving: Promise<void> = Promise.resolve();
  let saveTimer: ReturnType<typeof setTimeout> | undefined;
  const persist = () => {
    if (!dataFile) return Promise.resolve();
    clearTimeout(saveTimer);
    saving = saving
      .then(() => saveData(dataFile))
      .catch((error: unknown) => {
        console.error('[mock] could not save the database', error);
      });
    return saving;
  };
  const schedulePersist = () => {
    clearTimeout(saveTimer);
    saveTimer = setTimeout(() => void persist(), 200);
  };
  if (dataFile) await persist();

  const routes = [
    ...controlRoutes(async () => {
      await resetMockDb();
      await persist();
    }),
    ...handlers,
  ];

  const handle = async (req: IncomingMessage, res: ServerResponse, origin: string) => {
    const cors = corsHeaders(req.headers.origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    const request = await toFetchRequest(req, origin);
    const response =
      (await getResponse(routes, request)) ??
      HttpResponse.json(
        { status: 404, error: 'No such operation in the contract' },
        { status: 404 },
      );
    // The injected network error: drop the connection without an answer.
    if (response.type === 'error') {
      req.socket.destroy();
      return;
    }
    res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...cors });
    res.end(Buffer.from(await response.arrayBuffer()));
    if (req.method !== 'GET') schedulePersist();
  };

  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 4010, host, resolve);
  });
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

  return {
    url,
    port,
    close: async () => {
      await persist();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

async function main(): Promise<void> {
  const port = Number(process.env.MOCK_PORT ?? 4010);
  const reset = process.argv.includes('--reset');
  // MOCK_DATA_FILE lets a CI run keep its data apart from a developer's `.mock-data/db.json`.
  const dataFile = process.env.MOCK_DATA_FILE || DEFAULT_DATA_FILE;
  const server = await startStandaloneServer({ port, reset, dataFile });
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
