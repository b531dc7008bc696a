// Test-command step: the README's long-running commands, typed as the README types them, each from
// a clean state, seen to serve and then stopped whatever happened:
// - `pnpm mock` with its default data file and no data folder yet (a fresh clone's), answering a
//   login; then "Verify a backend": `pnpm contract:verify --base-url http://127.0.0.1:4010`, its
//   scenarios (that the kit passes again without a reset, the packed kit's test shows);
// - `pnpm dev` and `pnpm preview`: the landing renders in chromium with no console error;
// - `pnpm storybook`: its index lists the stories;
// - `pnpm api-docs`: writes the API reference.
// A developer's own `.mock-data/` is set aside for the run and put back after.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const MOCK_DATA = `${root}.mock-data`;
const MOCK_URL = 'http://127.0.0.1:4010';

/** Starts `pnpm <args>` in its own process group, so stopping it stops what it started. */
function start(args) {
  const child = spawn('pnpm', args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return {
    name: `pnpm ${args.join(' ')}`,
    output: () => Buffer.concat(output).toString(),
    exited: () => child.exitCode !== null,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid, 'SIGTERM');
      const killed = setTimeout(() => process.kill(-child.pid, 'SIGKILL'), 15_000);
      await exited;
      clearTimeout(killed);
    },
  };
}

/** Waits until `url` answers 2xx (the server is up), or fails naming the command. */
async function untilServing(command, url, seconds) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (command.exited()) throw new Error(`${command.name} exited:\n${command.output()}`);
    const up = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return;
    if (Date.now() > deadline) {
      throw new Error(
        `${command.name}: ${url} did not answer within ${seconds} s\n${command.output()}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function run(name, check) {
  const started = Date.now();
  await check();
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)}s)`);
}

/** Runs `check` with `command` serving, and stops it whatever happened. */
async function withServer(args, url, seconds, check) {
  // Something already serving there would pass the check in the command's place.
  const busy = await fetch(url).then(
    () => true,
    () => false,
  );
  if (busy) throw new Error(`pnpm ${args.join(' ')}: ${url} is already served by another process`);
  const command = start(args);
  try {
    await untilServing(command, url, seconds);
    await check(command);
  } finally {
    await command.stop();
  }
}

function pnpm(args) {
  const result = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${result.status})`);
}

/** Loads `url` in chromium: the landing's heading shows and the console stays free of errors. */
async function landingRenders(url) {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url);
    await page.getByRole('heading', { level: 1, name: 'Imagination is endless...' }).waitFor();
    // The app has started: the mock answered its ping (the landing shows the API version toast).
    await page.getByText(/^API v\d/).waitFor({ timeout: 30_000 });
    if (errors.length > 0) throw new Error(`${url} logged errors:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
  }
}

const setAside = existsSync(MOCK_DATA) ? `${MOCK_DATA}.set-aside-${process.pid}` : null;
if (setAside) renameSync(MOCK_DATA, setAside);
let failed = false;
try {
  await run('pnpm mock starts on a fresh clone, answers a login, and passes contract:verify', () =>
    withServer(['mock'], `${MOCK_URL}/ping`, 90, async () => {
      const login = await fetch(`${MOCK_URL}/OAuth2/authorize`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ username: 'member', password: 'member-pass', remember: false }),
      });
      const body = await login.json();
      if (login.status !== 200 || typeof body.tokens?.access_token !== 'string') {
        throw new Error(
          `pnpm mock: a member's login answered ${login.status} ${JSON.stringify(body)}`,
        );
      }
      // Scenarios only: the test command's minute of exploration, and the runs again without a
      // reset, are the packed kit's (packages/contract-tests/test/packed-kit.test.ts).
      console.log('contract:verify against pnpm mock, without exploration');
      pnpm(['contract:verify', '--base-url', MOCK_URL, '--quiet', '--explore-seconds', '0']);
    }),
  );
  if (!existsSync(`${MOCK_DATA}/db.json`)) throw new Error('pnpm mock saved no .mock-data/db.json');

  await run('pnpm dev serves the landing on the in-browser mock', () =>
    withServer(['dev'], 'http://127.0.0.1:5173/', 90, () =>
      landingRenders('http://127.0.0.1:5173/landing'),
    ),
  );
  await run('pnpm preview builds the demo and serves the landing', () =>
    withServer(['preview'], 'http://127.0.0.1:4173/', 240, () =>
      landingRenders('http://127.0.0.1:4173/landing'),
    ),
  );
  await run('pnpm storybook lists the stories', () =>
    withServer(['storybook'], 'http://127.0.0.1:6007/index.json', 300, async () => {
      const index = await (await fetch('http://127.0.0.1:6007/index.json')).json();
      const stories = Object.values(index.entries ?? {}).filter(({ type }) => type === 'story');
      if (stories.length < 100) throw new Error(`pnpm storybook lists ${stories.length} stories`);
    }),
  );
  await run('pnpm api-docs renders the API reference', () => {
    const reference = `${root}api-spec/dist/reference.html`;
    rmSync(reference, { force: true });
    pnpm(['api-docs']);
    if (statSync(reference).size < 10_000 || !readFileSync(reference, 'utf8').includes('Endless')) {
      throw new Error('pnpm api-docs wrote no reference');
    }
  });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  failed = true;
} finally {
  rmSync(MOCK_DATA, { recursive: true, force: true });
  if (setAside) renameSync(setAside, MOCK_DATA);
}
process.exit(failed ? 1 : 0);
