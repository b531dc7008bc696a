import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon, { type RequestOptions, type Result } from 'autocannon';
import {
  contractValidator,
  formatViolation,
  type ResponseToCheck,
} from '../src/contract/validator.ts';
import { resetMockDb } from '../src/controls/index.ts';
import { db } from '../src/db/index.ts';
import { startMockProcess } from './crash.ts';

/**
 * `pnpm mock:load [--duration s] [--connections n]`: load on the standalone mock (issue 24, part 3).
 * A mixed workload (70 % reads, 30 % writes; 50 connections, 60 s) against
 * `src/runtimes/standalone.ts` in its own process with a data file (so every write waits for the
 * disk, as in `pnpm mock`), then the same load on a bare Node HTTP server answering a fixed JSON
 * body (the floor). Prints throughput, p50/p99 latency, answers by status, contract violations in a
 * sample of responses (every 10th), the mock's RSS over the run, and checks the targets: 0 5xx,
 * 0 violations, p99 ≤ 10× the floor's, RSS growth ≤ 50 MB. Exits 1 when one is missed.
 */

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(args[index + 1]);
};
const DURATION = option('duration', 60);
const CONNECTIONS = option('connections', 50);
const WARM_UP = 10;
const SAMPLE_EVERY = 10;

type Operation = { method: string; path: string; body?: unknown; auth?: boolean };

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

/** The workload, from the seed this process makes itself (the mock starts from the same seed). */
async function workload() {
  await resetMockDb();
  const users = db.accounts
    .findMany((q) => q.where({ account_state: 1, privacy_mode: 0 }))
    .filter((account) => account.id > 9)
    .slice(0, 60);
  const listingIds = db.listings.all().map((listing) => listing.id);
  const official = db.forumCategories.findMany((q) => q.where({ official: 1 }));
  const threads = db.threads
    .findMany((q) => q.where({ locked: 0 }))
    .filter((thread) => official.some((category) => category.id === thread.category_id));
  const profileIds = users.map((user) => user.id);
  let n = 0;
  const reads: (() => Operation)[] = [
    () => ({ method: 'GET', path: '/marketplace/data/search?list=2&page=1' }),
    () => ({ method: 'GET', path: `/marketplace/data/listing?listing_id=${pick(listingIds)}` }),
    () => ({ method: 'GET', path: '/forums/data/categories' }),
    () => ({
      method: 'GET',
      path: `/forums/data/official/threads?category=${pick(official).id}&paginate=1`,
    }),
    () => ({
      method: 'GET',
      path: `/forums/data/official/thread?thread_id=${pick(threads).id}&paginate=1`,
    }),
    () => ({ method: 'GET', path: `/main/data/user?user_id=${pick(profileIds)}` }),
    () => ({ method: 'GET', path: '/account/sync', auth: true }),
  ];
  const writes: (() => Operation)[] = [
    () => ({
      method: 'PUT',
      path: '/account/about',
      body: { content: `Load test about ${++n}` },
      auth: true,
    }),
    () => ({
      method: 'POST',
      path: '/main/dashboard/status',
      body: { content: `Load test status ${++n}` },
      auth: true,
    }),
    () => {
      const thread = pick(threads);
      return {
        method: 'POST',
        path: '/forums/create',
        body: {
          category_id: thread.category_id,
          thread_id: thread.id,
          content: `Load test reply number ${++n}`,
        },
        auth: true,
      };
    },
  ];
  return {
    users,
    next: (): Operation => (Math.random() < 0.7 ? pick(reads) : pick(writes))(),
  };
}

async function signIn(url: string, users: { username: string; password: string }[]) {
  const tokens: string[] = [];
  for (const user of users) {
    const response = await fetch(`${url}/OAuth2/authorize`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: user.username, password: user.password, remember: true }),
    });
    if (response.status !== 200) throw new Error(`sign-in of ${user.username}: ${response.status}`);
    tokens.push(
      ((await response.json()) as { tokens: { access_token: string } }).tokens.access_token,
    );
  }
  return tokens;
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN) / 1024;
}

/** A bare Node HTTP server answering a fixed JSON body, in its own process like the mock. */
async function startFloor(): Promise<{ url: string; stop(): void }> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `const body = JSON.stringify({ status: 200, api_version: '3.0.0' });
       require('node:http').createServer((req, res) => {
         req.resume();
         req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(body));
       }).listen(0, '127.0.0.1', function () { console.log('floor on http://127.0.0.1:' + this.address().port); });`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/floor on (http:\/\/\S+)/);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code})`)));
  });
  return { url, stop: () => child.kill('SIGTERM') };
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 1 : 0)} ms`;

function summary(name: string, result: Result): string[] {
  const byStatus = Object.entries(result.statusCodeStats)
    .map(([code, { count }]) => `${code}: ${count}`)
    .join(', ');
  return [
    `${name}`,
    `  throughput:   ${result.requests.average.toFixed(0)} req/s (${result.requests.total} requests)`,
    `  latency:      p50 ${ms(result.latency.p50)}, p99 ${ms(result.latency.p99)}, max ${ms(result.latency.max)}`,
    `  by status:    ${byStatus || 'none'}; socket errors ${result.errors}, timeouts ${result.timeouts}`,
  ];
}

type Workload = Awaited<ReturnType<typeof workload>>;

/** What the run on the mock measured: its result, its RSS over the run, the sampled answers. */
interface MockRun {
  result: Result;
  rssAtStart: number;
  rss: number[];
  samples: ResponseToCheck[];
}

/** The warm-up and the measured run on the standalone mock, in its own process. */
async function loadTheMock({ users, next }: Workload): Promise<MockRun> {
  const folder = await mkdtemp(join(tmpdir(), 'endless-load-'));
  const mock = await startMockProcess(join(folder, 'db.json'), ['--reset']);
  const samples: ResponseToCheck[] = [];
  let answered = 0;
  const rss: number[] = [];
  let result: Result;
  let rssAtStart = 0;
  function request(tokens: string[], check = false): RequestOptions {
    return {
      setupRequest: (req, context) => {
        const operation = next();
        context.operation = operation;
        return {
          ...req,
          method: operation.method,
          path: operation.path,
          headers: {
            ...(operation.body === undefined ? {} : { 'content-type': 'application/json' }),
            ...(operation.auth ? { authorization: `Bearer ${pick(tokens)}` } : {}),
          },
          body: operation.body === undefined ? undefined : JSON.stringify(operation.body),
        };
      },
      // Kept, and checked after the run: validating here would slow the load tool itself.
      onResponse: (status, body, context, headers) => {
        if (!check || ++answered % SAMPLE_EVERY !== 0) return;
        const operation = context.operation as Operation;
        samples.push({
          method: operation.method,
          path: new URL(operation.path, mock.url).pathname,
          status,
          contentType: headers['content-type'] ?? null,
          body,
        });
      },
    };
  }

  try {
    const tokens = await signIn(mock.url, users);
    // A warm-up at the same load, not measured: the JIT compiles the code paths and V8 grows its
    // young generation to the allocation rate, so the run's RSS shows what stays (a leak), not that.
    rssAtStart = rssMb(mock.pid);
    await autocannon({
      url: mock.url,
      connections: CONNECTIONS,
      duration: WARM_UP,
      requests: [request(tokens)],
    });
    rss.push(rssMb(mock.pid));
    const sampler = setInterval(() => rss.push(rssMb(mock.pid)), 1000);
    console.error(`[load] ${DURATION} s, ${CONNECTIONS} connections on the mock (${mock.url})…`);
    result = await autocannon({
      url: mock.url,
      connections: CONNECTIONS,
      duration: DURATION,
      requests: [request(tokens, true)],
    });
    clearInterval(sampler);
    rss.push(rssMb(mock.pid));
  } finally {
    mock.child.kill('SIGTERM');
    await mock.exited;
    await rm(folder, { recursive: true, force: true });
  }
  return { result, rssAtStart, rss, samples };
}

/** The same load on the floor: a bare HTTP server answering a fixed body. */
async function loadTheFloor(): Promise<Result> {
  const floor = await startFloor();
  try {
    console.error(`[load] ${DURATION} s, ${CONNECTIONS} connections on the floor (${floor.url})…`);
    return await autocannon({
      url: floor.url,
      connections: CONNECTIONS,
      duration: DURATION,
    });
  } finally {
    floor.stop();
  }
}

/** Prints both runs and the targets; the exit code says whether every target is met. */
function report({ result: mockResult, rssAtStart, rss, samples }: MockRun, floorResult: Result) {
  const validator = contractValidator();
  const violations: string[] = [];
  for (const sample of samples) {
    const violation = validator.check(sample);
    if (violation) violations.push(formatViolation(violation));
  }
  const sampled = samples.length;
  const serverErrors = Object.entries(mockResult.statusCodeStats)
    .filter(([code]) => Number(code) >= 500)
    .reduce((sum, [, { count }]) => sum + count, 0);
  const growth = rss.at(-1)! - rss[0]!;
  const ratio = mockResult.latency.p99 / Math.max(floorResult.latency.p99, 1);
  const targets: [string, boolean][] = [
    [
      `0 5xx (got ${serverErrors}) and 0 socket errors (got ${mockResult.errors})`,
      serverErrors === 0 && mockResult.errors === 0,
    ],
    [
      `0 contract violations in ${sampled} sampled responses (got ${violations.length})`,
      violations.length === 0,
    ],
    [
      `p99 ≤ 10× the floor's (${ms(mockResult.latency.p99)} vs ${ms(floorResult.latency.p99)}: ${ratio.toFixed(1)}×)`,
      ratio <= 10,
    ],
    [`RSS growth ≤ 50 MB (got ${growth.toFixed(1)} MB)`, growth <= 50],
  ];
  console.log(
    [
      `Load on the standalone mock: ${CONNECTIONS} connections, ${DURATION} s, 70 % reads / 30 % writes`,
      ...summary(
        'mock (src/runtimes/standalone.ts, data file, fsync before each write answer)',
        mockResult,
      ),
      `  memory (RSS): ${rssAtStart.toFixed(0)} MB before the ${WARM_UP} s warm-up, ${rss[0]!.toFixed(0)} MB after it, max ${Math.max(...rss).toFixed(0)} MB, ${rss.at(-1)!.toFixed(0)} MB at the end`,
      ...summary('floor (bare node:http, fixed JSON body)', floorResult),
      'targets',
      ...targets.map(([text, ok]) => `  ${ok ? 'PASS' : 'FAIL'} ${text}`),
      ...violations.slice(0, 20).map((violation) => `  violation: ${violation}`),
    ].join('\n'),
  );
  process.exitCode = targets.every(([, ok]) => ok) ? 0 : 1;
}

async function main(): Promise<void> {
  const mock = await loadTheMock(await workload());
  report(mock, await loadTheFloor());
}

await main();
