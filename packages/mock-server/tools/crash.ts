import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { STANDALONE_NODE_FLAGS } from '../src/runtimes/standalone.ts';

/**
 * Crash trials of the standalone mock (issue 24, part 2): a write the server answered 2xx survives
 * `kill -9` a few milliseconds after the answer. Each trial is one life of a real `standalone.ts`
 * process on one state file: it checks that the previous life's acknowledged writes are there (the
 * account's about text, and the session it signed in with), writes again (a sign-in, then the about
 * text), and is killed with SIGKILL 0–5 ms after the answer. A restart also takes over the lock the
 * killed process left behind.
 *
 * `pnpm mock:crash [trials]` runs 200 and prints the figures; the vitest suite runs a few
 * (test/standalone-durability.test.ts).
 */

const PACKAGE = fileURLToPath(new URL('..', import.meta.url));
const STANDALONE = join(PACKAGE, 'src/runtimes/standalone.ts');

export interface MockProcess {
  child: ChildProcess;
  url: string;
  pid: number;
  /** Everything the process wrote to stderr so far. */
  stderr(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
}

/**
 * Starts `src/runtimes/standalone.ts` (through tsx) on a free port with `dataFile`; resolves once
 * it listens.
 */
export function startMockProcess(dataFile: string, args: string[] = []): Promise<MockProcess> {
  // MOCK_NODE_ARGS: extra Node flags for the mock process (e.g. `--cpu-prof` to profile a load run).
  const nodeArgs = process.env.MOCK_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const flags = [...STANDALONE_NODE_FLAGS, ...nodeArgs, '--import', 'tsx'];
  const child = spawn(process.execPath, [...flags, STANDALONE, ...args], {
    cwd: PACKAGE,
    env: { ...process.env, MOCK_PORT: '0', MOCK_DATA_FILE: dataFile },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)),
  );
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = out.match(/Endless mock API on (http:\/\/[^\s;]+)/);
      if (match) resolve({ child, url: match[1]!, pid: child.pid!, stderr: () => err, exited });
    });
    void exited.then((code) =>
      reject(new Error(`the mock exited (${code}) before listening:\n${out}${err}`)),
    );
  });
}

async function call(
  url: string,
  method: string,
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export interface CrashTrialsReport {
  trials: number;
  /** Writes answered 2xx before a kill (a sign-in and an about text per trial). */
  acknowledged: number;
  /** Acknowledged writes missing after the restart. */
  lost: number;
  /** Each failure, described. */
  failures: string[];
  /** Milliseconds from the answer to the SIGKILL, per trial. */
  killDelays: number[];
  /** Milliseconds from spawn to listening, per life. */
  startTimes: number[];
  /** Restarts that said they took over the killed process's lock. */
  lockTakeovers: number;
}

/**
 * Runs `trials` write-then-`kill -9` lives on one state file in `folder` (a fresh temporary folder
 * when omitted), checking each life's writes in the next. `onLife` sees each running process (the
 * vitest suite uses it to try a second server on the same file).
 */
export async function runCrashTrials(
  trials: number,
  {
    folder,
    onLife,
    log = () => undefined,
  }: {
    folder?: string;
    onLife?: (mock: MockProcess, dataFile: string) => Promise<void>;
    log?: (line: string) => void;
  } = {},
): Promise<CrashTrialsReport> {
  const dir = folder ?? (await mkdtemp(join(tmpdir(), 'endless-crash-')));
  const dataFile = join(dir, 'db.json');
  const report: CrashTrialsReport = {
    trials,
    acknowledged: 0,
    lost: 0,
    failures: [],
    killDelays: [],
    startTimes: [],
    lockTakeovers: 0,
  };
  // What the last life had acknowledged: its session and its about text.
  let previous: { token: string; about: string } | null = null;
  try {
    for (let life = 0; life <= trials; life++) {
      const started = performance.now();
      const mock = await startMockProcess(dataFile, life === 0 ? ['--reset'] : []);
      report.startTimes.push(performance.now() - started);
      try {
        if (life > 0 && /taking over .*\.lock/.test(mock.stderr())) report.lockTakeovers++;
        if (previous) {
          const sync = await call(mock.url, 'GET', '/account/sync', { token: previous.token });
          if (sync.status !== 200) {
            report.lost++;
            report.failures.push(
              `trial ${life}: the session signed in before the kill answers ${sync.status}`,
            );
          }
          const profile = await call(mock.url, 'GET', '/main/data/user?user_id=1');
          const about = (profile.body.profile_data as { about?: string } | undefined)?.about;
          if (about !== previous.about) {
            report.lost++;
            report.failures.push(
              `trial ${life}: about is ${JSON.stringify(about)}, acknowledged ${JSON.stringify(previous.about)}`,
            );
          }
        }
        if (onLife) await onLife(mock, dataFile);
        if (life === trials) break;

        const login = await call(mock.url, 'POST', '/OAuth2/authorize', {
          body: { username: 'member', password: 'member-pass', remember: false },
        });
        if (login.status !== 200) throw new Error(`sign-in answered ${login.status}`);
        report.acknowledged++;
        const token = (login.body.tokens as { access_token: string }).access_token;
        const about = `Crash trial ${life + 1} at ${Date.now()}`;
        const write = await call(mock.url, 'PUT', '/account/about', {
          token,
          body: { content: about },
        });
        // Killed 0–5 ms after the answer: as soon as it arrived, or a moment later.
        const delay = Math.floor(Math.random() * 6);
        const answered = performance.now();
        if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
        mock.child.kill('SIGKILL');
        report.killDelays.push(performance.now() - answered);
        if (write.status !== 200) throw new Error(`PUT /account/about answered ${write.status}`);
        report.acknowledged++;
        previous = { token, about };
        await mock.exited;
      } finally {
        if (mock.child.exitCode === null && mock.child.signalCode === null) {
          mock.child.kill('SIGKILL');
          await mock.exited;
        }
      }
      log(`trial ${life}/${trials}: started in ${report.startTimes.at(-1)!.toFixed(0)} ms`);
    }
  } finally {
    if (!folder) await rm(dir, { recursive: true, force: true });
  }
  return report;
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
};

/** `pnpm mock:crash [trials]`: runs the trials and a second-process lock check, prints the figures. */
async function main(): Promise<void> {
  const trials = Number(process.argv[2] ?? 200);
  const folder = await mkdtemp(join(tmpdir(), 'endless-crash-'));
  const started = performance.now();
  const refused: { code?: number | string; message?: string } = {};
  try {
    const report = await runCrashTrials(trials, {
      folder,
      log: (line) => process.stderr.write(`\r${line}   `),
      onLife: async (mock, dataFile) => {
        if (refused.code !== undefined) return;
        // A second process on the same file while this one runs must refuse, saying why.
        const second = spawn(process.execPath, ['--import', 'tsx', STANDALONE], {
          cwd: PACKAGE,
          env: { ...process.env, MOCK_PORT: '0', MOCK_DATA_FILE: dataFile },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let err = '';
        second.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
        const code = await new Promise<number | string>((resolve) =>
          second.once('exit', (c, signal) => resolve(c ?? signal ?? -1)),
        );
        refused.code = code;
        refused.message = err.trim();
        if (!err.includes(`pid ${mock.pid}`)) throw new Error(`no clear refusal: ${err}`);
      },
    });
    process.stderr.write('\n');
    const seconds = (performance.now() - started) / 1000;
    console.log(`Crash trials of the standalone mock (kill -9 0–5 ms after a 2xx answer)`);
    console.log(`  trials:               ${report.trials}`);
    console.log(`  acknowledged writes:  ${report.acknowledged}`);
    console.log(`  lost writes:          ${report.lost}`);
    console.log(
      `  kill after answer:    p50 ${quantile(report.killDelays, 0.5).toFixed(1)} ms, max ${Math.max(...report.killDelays).toFixed(1)} ms`,
    );
    console.log(`  stale locks taken over on restart: ${report.lockTakeovers}/${report.trials}`);
    console.log(`  second process on the same file: exit ${refused.code}, "${refused.message}"`);
    console.log(
      `  start to listening:   p50 ${quantile(report.startTimes, 0.5).toFixed(0)} ms; total ${seconds.toFixed(0)} s`,
    );
    for (const failure of report.failures) console.log(`  LOST: ${failure}`);
    const ok = report.lost === 0 && report.lockTakeovers === report.trials && refused.code === 1;
    console.log(ok ? 'PASS' : 'FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
