#!/usr/bin/env node
// `pnpm bench`: builds the production app against the standalone mock, a bare React page and the
// demo build; measures the JS and CSS each page loads on a first visit (playwright-core in Debian
// chromium) and runs Lighthouse (mobile and desktop, medians of 3); times interactions under a 4×
// slower CPU (interactions.mjs) and measures /character with 3D on (character-3d.mjs); writes
// report/report.json and report/report.md. Every server, mock and browser it starts is stopped before it exits.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  compressedSizes,
  containsThree,
  filesOf,
  fullClosure,
  readManifest,
  staticClosure,
} from '../scripts/bundle.mjs';
import { launchChromium, log } from './browser.mjs';
import { measureCharacter3d } from './character-3d.mjs';
import { measureInteractions } from './interactions.mjs';
import { RUNS, lighthouseRuns, recordTrace } from './lighthouse.mjs';
import { buildReport, kb } from './report.mjs';
import { serveStatic } from './serve.mjs';
import { installMockServiceWorker } from '../../../scripts/install-msw-worker.mjs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const reportDir = join(appRoot, 'bench/report');
const bin = (/** @type {string} */ name) => join(appRoot, 'node_modules/.bin', name);
// `BENCH_RUNS=1 BENCH_PAGES=/landing,demo pnpm bench` measures a subset quickly while iterating
// (mobile Lighthouse only; `BENCH_DESKTOP=1` adds desktop); `BENCH_LHR_DIR=<dir>` also keeps
// every Lighthouse report and its page's trace there, and `BENCH_TRACE_DIR=<dir>` records a trace
// of each chosen page (and interaction) under a 4× slower CPU. `BENCH_PASSES=interactions,3d`
// runs only those passes (of pages, interactions, 3d), and `BENCH_INTERACTIONS=filter,friends`
// only the interactions whose names contain those words.
const ONLY_PAGES = process.env.BENCH_PAGES?.split(',').map((page) => page.trim());
const PASSES = new Set(
  (process.env.BENCH_PASSES ?? 'pages,interactions,3d').split(',').map((pass) => pass.trim()),
);
const MEMBER = { username: 'member', password: 'member-pass' };

/** @typedef {import('./lighthouse.mjs').Target} Target */

/** @type {Array<() => Promise<void> | void>} */
const cleanups = [];
async function cleanUp() {
  for (const step of cleanups.splice(0).reverse()) {
    try {
      await step();
    } catch (error) {
      console.error('[bench] cleanup failed:', error);
    }
  }
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));
}

/** `vite build` with NODE_ENV=production whatever the caller's environment says. */
function viteBuild(/** @type {string[]} */ args, /** @type {Record<string, string>} */ env = {}) {
  execFileSync(bin('vite'), ['build', '--logLevel', 'warn', ...args], {
    cwd: appRoot,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', ...env },
  });
}

/** Starts bench/mock.ts (the standalone mock) and resolves with its URL. */
async function startMock(/** @type {string} */ appOrigin, /** @type {string} */ dataFile) {
  const child = spawn(
    join(repoRoot, 'node_modules/.bin/tsx'),
    [join(appRoot, 'bench/mock.ts'), appOrigin, dataFile],
    {
      cwd: appRoot,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  cleanups.push(
    () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  );
  const lines = createInterface({ input: child.stdout });
  for await (const line of lines) {
    if (line.startsWith('{')) return /** @type {{ url: string }} */ (JSON.parse(line)).url;
  }
  throw new Error('the mock exited before printing its URL');
}

async function logIn(/** @type {string} */ apiUrl) {
  const response = await fetch(`${apiUrl}/OAuth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...MEMBER, remember: true }),
  });
  const body = /** @type {{ tokens?: { access_token: string, refresh_token: string } }} */ (
    await response.json()
  );
  if (!response.ok || !body.tokens)
    throw new Error(`login as ${MEMBER.username} failed: ${response.status}`);
  return body.tokens;
}

/** The app's token cookies (src/config/env.ts), as the login form would leave them. */
const sessionCookies = (
  /** @type {string} */ origin,
  /** @type {{ access_token: string, refresh_token: string }} */ tokens,
) => [
  { name: 'endless_at', value: tokens.access_token, url: origin },
  { name: 'endless_rt', value: tokens.refresh_token, url: origin },
  { name: 'endless_rt_remember', value: '1', url: origin },
];

/** JS and CSS a first visit requests, with raw, gzip and brotli sizes of their bodies. */
async function firstVisitPayload(
  /** @type {import('playwright-core').Browser} */ browser,
  /** @type {Target} */ target,
  cookies,
) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    if (target.signedIn) await context.addCookies(cookies);
    const page = await context.newPage();
    /** @type {Promise<{ url: string, type: string, bytes: Buffer }>[]} */
    const bodies = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type !== 'script' && type !== 'stylesheet') return;
      const body = response.body().then((bytes) => ({ url: response.url(), type, bytes }));
      // A file still arriving when the context closes is no part of the count.
      body.catch(() => {});
      bodies.push(body);
    });
    await page.goto(target.origin + target.path, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== target.path)
      throw new Error(`${target.name}: expected ${target.path}, landed on ${landedOn}`);
    const files = (await Promise.all(bodies)).map(({ url, type, bytes }) => ({
      file: new URL(url).pathname,
      type,
      three: type === 'script' && containsThree(bytes),
      ...compressedSizes(bytes),
    }));
    const sum = (/** @type {'raw' | 'gzip' | 'brotli'} */ key, /** @type {string} */ type) =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file[key], 0);
    const totals = Object.fromEntries(
      /** @type {const} */ (['raw', 'gzip', 'brotli']).map((key) => [
        key,
        {
          js: sum(key, 'script'),
          css: sum(key, 'stylesheet'),
          total: sum(key, 'script') + sum(key, 'stylesheet'),
        },
      ]),
    );
    return { files, totals, threeLoaded: files.some((file) => file.three) };
  } finally {
    await context.close();
  }
}

/**
 * The demo's mock as a first visit of /landing loads it: of the mock's chunks (beyond the entry's
 * own), those the page fetched until its first API request (`GET /ping`, a second after start)
 * was answered and the network went quiet.
 */
async function demoMockFirstVisit(
  /** @type {import('playwright-core').Browser} */ browser,
  /** @type {Target} */ target,
  /** @type {string} */ demoDist,
) {
  const manifest = readManifest(demoDist);
  const entryKey = /** @type {string} */ (
    Object.keys(manifest).find((key) => manifest[key]?.isEntry)
  );
  const mockKey = Object.keys(manifest).find((key) =>
    key.endsWith('mock-server/src/runtimes/browser.ts'),
  );
  if (!mockKey) throw new Error('the demo build has no mock-server/src/runtimes/browser.ts chunk');
  const entryFiles = new Set(filesOf(manifest, [entryKey]).js);
  // What the mock's module imports statically, and what only the mock loads on demand: a chunk the
  // app's own code loads too (zod's, for its forms) is the app's when fetched later.
  const appKeys = new Set(fullClosure(manifest, [entryKey], [mockKey]));
  const mockKeys = new Set([
    ...staticClosure(manifest, [mockKey]),
    ...fullClosure(manifest, [mockKey], [entryKey]).filter((key) => !appKeys.has(key)),
  ]);
  const mockFiles = [...mockKeys]
    .map((key) => /** @type {string} */ (manifest[key]?.file))
    .filter((file) => file.endsWith('.js') && !entryFiles.has(file));

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  /** @type {Set<string>} */
  const fetched = new Set();
  try {
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script')
        fetched.add(new URL(response.url()).pathname.slice(1));
    });
    const pinged = page.waitForResponse((response) => new URL(response.url()).pathname === '/ping');
    await page.goto(target.origin + target.path);
    await pinged;
    await page.waitForLoadState('networkidle');
  } finally {
    await context.close();
  }
  const sized = (/** @type {string[]} */ files) =>
    files.map((file) => ({ file, ...compressedSizes(readFileSync(join(demoDist, file))) }));
  const gzipOf = (/** @type {{ gzip: number }[]} */ files) =>
    files.reduce((total, file) => total + file.gzip, 0);
  const files = sized(mockFiles.filter((file) => fetched.has(file)));
  const onDemand = sized(mockFiles.filter((file) => !fetched.has(file)));
  const demoMock = { files, gzip: gzipOf(files), onDemandGzip: gzipOf(onDemand) };
  log(
    `demo mock on a first visit of /landing: ${kb(demoMock.gzip)} gzip (${files.map((file) => file.file).join(', ')}); ${kb(demoMock.onDemandGzip)} more on demand`,
  );
  return demoMock;
}

async function main() {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { cwd: repoRoot, stdio: 'inherit' });
  const work = mkdtempSync(join(tmpdir(), 'endless-bench-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const dist = { app: join(work, 'dist'), bare: join(work, 'bare'), demo: join(work, 'demo') };

  // Servers first: the mock must allow the app's origin, and the build must know the mock's URL.
  const servers = {
    app: await serveStatic(dist.app),
    bare: await serveStatic(dist.bare),
    demo: await serveStatic(dist.demo),
  };
  for (const server of Object.values(servers)) cleanups.push(server.close);
  const apiUrl = await startMock(servers.app.origin, join(work, 'mock-db.json'));
  log(`mock API on ${apiUrl}; app on ${servers.app.origin}`);

  const pages = PASSES.has('pages') || ONLY_PAGES !== undefined;
  log(`building: production app${pages ? ', bare React page, demo' : ''}`);
  viteBuild(['--outDir', dist.app, '--emptyOutDir'], { VITE_API_URL: apiUrl });
  if (pages) {
    viteBuild(['--config', join(appRoot, 'bench/bare/vite.config.ts'), '--outDir', dist.bare]);
    installMockServiceWorker(join(appRoot, 'public'));
    viteBuild(['--mode', 'demo', '--outDir', dist.demo, '--emptyOutDir']);
  }

  const tokens = await logIn(apiUrl);
  const cookies = sessionCookies(servers.app.origin, tokens);
  /** @type {Target[]} */
  const targets = [
    { name: 'bare React', origin: servers.bare.origin, path: '/' },
    { name: '/landing', origin: servers.app.origin, path: '/landing' },
    { name: '/marketplace', origin: servers.app.origin, path: '/marketplace' },
    { name: '/forums', origin: servers.app.origin, path: '/forums' },
    { name: '/dashboard', origin: servers.app.origin, path: '/dashboard', signedIn: true },
  ];
  const demoLanding = { name: 'demo /landing', origin: servers.demo.origin, path: '/landing' };
  if (ONLY_PAGES) {
    // A quick look while iterating: mobile Lighthouse on the named pages and the bare page, no report.
    const chosen = [...targets, demoLanding].filter(
      (target, index) => index === 0 || ONLY_PAGES.some((page) => target.name.includes(page)),
    );
    for (const target of chosen) {
      await lighthouseRuns(target, 'mobile', cookies);
      if (process.env.BENCH_DESKTOP) await lighthouseRuns(target, 'desktop', cookies);
    }
    if (process.env.BENCH_TRACE_DIR) {
      for (const target of chosen) await recordTrace(target, cookies, process.env.BENCH_TRACE_DIR);
    }
    if (chosen.includes(demoLanding)) {
      const browser = await launchChromium();
      cleanups.push(() => browser.close());
      await demoMockFirstVisit(browser, demoLanding, dist.demo);
      await browser.close();
    }
    return;
  }

  const pageResults = pages
    ? await pagesPass({ targets, demoLanding, cookies, demoDist: dist.demo })
    : undefined;

  let interactions;
  if (PASSES.has('interactions')) {
    // Without WebGL: /character shows its 2D render.
    const browser = await launchChromium({ webgl: false });
    cleanups.push(() => browser.close());
    interactions = await measureInteractions(browser, servers.app.origin, cookies);
    await browser.close();
  }

  let character3d;
  if (PASSES.has('3d')) {
    const browser = await launchChromium({ webgl: true });
    cleanups.push(() => browser.close());
    character3d = await measureCharacter3d(browser, servers.app.origin, cookies, dist.app);
    await browser.close();
  }

  const report = buildReport(
    { pages: pageResults, interactions, character3d },
    { runs: RUNS, passes: [...PASSES] },
  );
  mkdirSync(reportDir, { recursive: true });
  writeFileSync(join(reportDir, 'report.json'), `${JSON.stringify(report.json, null, 2)}\n`);
  writeFileSync(join(reportDir, 'report.md'), report.markdown);
  console.log(`\n${report.markdown}`);
  log(`report written to ${reportDir}`);
}

/** First-visit payloads and Lighthouse of every page, and the demo's mock size and score. */
async function pagesPass({ targets, demoLanding, cookies, demoDist }) {
  const browser = await launchChromium();
  cleanups.push(() => browser.close());
  const payloads = [];
  for (const target of targets) {
    payloads.push(await firstVisitPayload(browser, target, cookies));
    log(`payload ${target.name}: ${JSON.stringify(payloads.at(-1)?.totals.gzip)}`);
  }
  const demoMock = await demoMockFirstVisit(browser, demoLanding, demoDist);
  await browser.close();

  const lighthouseResults = [];
  for (const target of targets) {
    lighthouseResults.push({
      mobile: await lighthouseRuns(target, 'mobile', cookies),
      desktop: await lighthouseRuns(target, 'desktop', cookies),
    });
  }
  const demoLighthouse = await lighthouseRuns(demoLanding, 'mobile', cookies);
  return { targets, payloads, lighthouseResults, demoMock, demoLighthouse };
}

try {
  await main();
} finally {
  await cleanUp();
}
