#!/usr/bin/env node
// Accessibility check of every story in every theme: serves a static Storybook build on 127.0.0.1
// and runs axe on #storybook-root of each story × theme in Debian chromium. Fails on any serious or
// critical violation. Run after `build-storybook` (each package's `test:stories` script does both).
//
// Speed: a browser page loads iframe.html once per story file (not per check), then drives
// Storybook's preview through its channel, with the manager's own events: `setCurrentStory` mounts
// the next story afresh (loaders, play function) in the first theme, and the script waits for that
// render's `storyFinished` before it asserts the story and theme on screen and runs axe, injected
// once per load. The other themes follow on the same mount, set on the themed wrapper as the
// account sync sets them: three mounts per story (each reseeding a screen's mock data) were three
// quarters of the run. Story files are shared between 2 pages in parallel.
//
// Visual baselines (--baselines <dir>): in the same pass, after axe, each story × theme is
// screenshotted at a small fixed viewport and compared with its committed PNG (visual-baselines.mjs);
// changes fail the run and are shown in <cwd>/visual-report/index.html. --update-baselines rewrites
// them. Deterministic renders: a fixed clock (Date), UTC, en-US, device scale factor 1, every
// render starting at the top and the screenshot scrolled to the story's state (the top, or the
// focused element), animations finished, caret hidden, WebGL canvases masked, and fonts, images
// and requests settled first.
//
// Usage: node scripts/test-stories.mjs <storybook-static dir> [--baselines <dir>] [--update-baselines]
// (paths relative to the working directory).
//
// Env: STORY_A11Y_PAGES (pages in parallel, default 2), STORY_A11Y_FILTER (substring of story ids).
import { readdir, readFile, stat } from 'node:fs/promises';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { AXE_SOURCE } from './axe-source.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { createVisualCheck } from './visual-baselines.mjs';

const USAGE =
  'usage: node scripts/test-stories.mjs <storybook-static dir> [--baselines <dir>] [--update-baselines]';
const args = process.argv.slice(2);
if (!args[0] || args[0].startsWith('--')) throw new Error(USAGE);
const baselinesAt = args.indexOf('--baselines');
const BASELINE_DIR = baselinesAt === -1 ? null : path.resolve(args[baselinesAt + 1] ?? '');
const UPDATE_BASELINES = args.includes('--update-baselines');
if (UPDATE_BASELINES && !BASELINE_DIR) throw new Error(USAGE);
// With a trailing separator, so the path check in serveStatic cannot match a sibling folder.
const STATIC_DIR = path.resolve(args[0]) + path.sep;
// Small, so the baselines stay small; the same for axe and screenshots (one layout per render).
const VIEWPORT = BASELINE_DIR ? { width: 480, height: 360 } : { width: 1024, height: 768 };
// "Now" for every page: relative times and countdowns read the same in every run.
const FIXED_NOW = new Date('2030-01-15T12:00:00Z');
const THEMES = [
  { value: 0, name: 'default' },
  { value: 2, name: 'blue' },
  { value: 1, name: 'grey' },
];
const BLOCKING = new Set(['serious', 'critical']);
const PAGES = Math.max(1, Number(process.env.STORY_A11Y_PAGES ?? 2));
const RENDER_TIMEOUT_MS = 30_000;
const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

function serveStatic(root) {
  const server = http.createServer(async (req, res) => {
    const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
    const file = path.join(root, decodeURIComponent(pathname === '/' ? '/index.html' : pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if (!(await stat(file)).isFile()) throw new Error('not a file');
      res.writeHead(200, {
        'content-type': MIME[path.extname(file)] ?? 'application/octet-stream',
        // iframe.html is reloaded for every story file; its bundles are served from cache.
        'cache-control': file.endsWith('.html') ? 'no-cache' : 'max-age=3600',
      });
      createReadStream(file).pipe(res);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // Port 0: the system picks a free port.
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

/**
 * In the page: makes the preview render `storyId` with theme `theme` and resolves when that render
 * has finished (or failed). `action` is the channel event that causes the render.
 */
async function renderInPage({ storyId, action, timeoutMs }) {
  const preview = window.__STORYBOOK_PREVIEW__;
  const { channel } = preview;
  if (window.scrollX !== 0 || window.scrollY !== 0) {
    // Every render starts at the top, as a page load would: a scroll left by the last story (a
    // play function's click below the fold) would otherwise clamp during this mount and reach it
    // as a scroll event (the app's cookie notice waits for the first one). Two frames let the
    // scroll event of this reset fire before the next story mounts.
    window.scrollTo(0, 0);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }
  return new Promise((resolve) => {
    const errors = [];
    let graceTimer;
    const listeners = {
      storyFinished: ({ storyId: id, status }) => {
        if (id === storyId) finish(status === 'success' ? null : `render status ${status}`);
      },
      storyMissing: (id) => finish(`story ${id} is missing`),
      storyErrored: ({ title }) => failed(title),
      storyThrewException: ({ message }) => failed(message),
      playFunctionThrewException: ({ message }) => failed(`play function: ${message}`),
      // Storybook fails a story whose play saw an uncaught error or rejection: name it.
      unhandledErrorsWhilePlaying: (unhandled) =>
        failed(
          `unhandled while playing: ${[unhandled]
            .flat()
            .map((error) => error?.message ?? String(error))
            .join(' | ')}`,
        ),
    };
    const timeout = setTimeout(() => finish(`no storyFinished within ${timeoutMs} ms`), timeoutMs);
    function failed(message) {
      errors.push(message);
      // A story that fails to load never reaches storyFinished.
      graceTimer ??= setTimeout(() => finish(null), 2_000);
    }
    function finish(problem) {
      clearTimeout(timeout);
      clearTimeout(graceTimer);
      for (const [event, listener] of Object.entries(listeners)) channel.off(event, listener);
      if (problem) errors.push(problem);
      resolve(errors.length > 0 ? errors.join('; ') : null);
    }
    for (const [event, listener] of Object.entries(listeners)) channel.on(event, listener);
    if (action === 'forceRemount') channel.emit('forceRemount', { storyId });
    else channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  });
}

/**
 * In the page: shows the story on screen in another theme, as the account sync does (the themed
 * wrapper's `data-theme`; nothing reads the theme in JavaScript), and resolves once a frame is
 * drawn in it (the wrapper holds transitions off until then).
 */
async function switchThemeInPage(themeName) {
  document.querySelector('#storybook-root [data-theme]')?.setAttribute('data-theme', themeName);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * In the page: asserts which story and theme are shown, then runs axe on #storybook-root (or the
 * story's own parameters.a11y.context).
 */
async function auditInPage({ storyId, themeName }) {
  const shown = window.__STORYBOOK_PREVIEW__.currentRender;
  if (shown?.id !== storyId) return { problem: `preview shows ${shown?.id} instead` };
  if (shown.phase !== 'finished') return { problem: `render ended in phase ${shown.phase}` };
  if (document.body.classList.contains('sb-show-errordisplay')) {
    return { problem: `story failed: ${document.querySelector('#error-message')?.textContent}` };
  }
  const applied = document
    .querySelector('#storybook-root [data-theme]')
    ?.getAttribute('data-theme');
  if (applied !== themeName) return { problem: `rendered with data-theme=${applied ?? 'none'}` };
  // A story may narrow the check (parameters.a11y.context, as the a11y panel does), e.g. to the
  // layer a modal overlay leaves reachable; the page behind it is checked in a closed story.
  // parameters.visual.skip (a reason): no screenshot for a story whose look is not repeatable.
  const visualSkip = shown.story.parameters.visual?.skip ?? null;
  const storyContext = shown.story.parameters.a11y?.context;
  const scoped = storyContext !== undefined && storyContext !== '#storybook-root';
  const results = await window.axe.run(
    scoped ? storyContext : '#storybook-root',
    // Only violations are reported; full node lists for passes would cost time for nothing.
    { resultTypes: ['violations'] },
  );
  return {
    scoped,
    visualSkip,
    violations: results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary ?? '' })),
    })),
  };
}

async function openPreview(page, baseUrl, first) {
  // a11y.manual stops the a11y addon's own axe run in the preview; this script runs axe itself.
  await page.goto(
    `${baseUrl}/iframe.html?id=${encodeURIComponent(first.story.id)}&viewMode=story` +
      `&globals=theme:${first.theme.value};a11y.manual:!true`,
    { waitUntil: 'load' },
  );
  await page.waitForFunction(
    () =>
      ['finished', 'errored', 'aborted'].includes(
        window.__STORYBOOK_PREVIEW__?.currentRender?.phase,
      ),
    undefined,
    { timeout: RENDER_TIMEOUT_MS },
  );
  await page.addScriptTag({ content: AXE_SOURCE });
}

/**
 * Requests in flight per page: a screenshot waits (at most 1.5 s) until none younger than 500 ms
 * is left (older ones are loading states that never answer) and nothing started or ended in the
 * last 50 ms.
 */
function trackRequests(page) {
  const inFlight = new Map();
  let lastActivity = 0;
  const started = (request) => {
    inFlight.set(request, performance.now());
    lastActivity = performance.now();
  };
  const ended = (request) => {
    inFlight.delete(request);
    lastActivity = performance.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async function networkIdle(maxMs = 1_500, quietMs = 50) {
    const until = performance.now() + maxMs;
    while (performance.now() < until) {
      const now = performance.now();
      const young = [...inFlight.values()].some((since) => now - since < 500);
      if (!young && now - lastActivity >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
}

/**
 * The page's 4xx and 5xx answers, and requests that got none, as `METHOD path status`:
 * `since(mark)` lists those after `mark()`, to say why a story did not reach its state.
 */
function trackTroubledRequests(page) {
  const seen = [];
  page.on('response', (response) => {
    if (response.status() < 400) return;
    const { pathname } = new URL(response.url());
    seen.push(`${response.request().method()} ${pathname} ${response.status()}`);
  });
  page.on('requestfailed', (request) => {
    const { pathname } = new URL(request.url());
    seen.push(`${request.method()} ${pathname} ${request.failure()?.errorText ?? 'failed'}`);
  });
  return { mark: () => seen.length, since: (mark) => seen.slice(mark) };
}

/**
 * In the page: resolves once web fonts and the images in the viewport are loaded (lazy ones below
 * the fold never load) and two frames are painted.
 */
async function settleInPage() {
  await document.fonts.ready;
  const inViewport = (img) => {
    const box = img.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < innerHeight && box.left < innerWidth;
  };
  const pending = [...document.images].filter((img) => !img.complete && inViewport(img));
  await Promise.all(
    pending.map(
      (img) =>
        new Promise((resolve) => {
          img.addEventListener('load', resolve, { once: true });
          img.addEventListener('error', resolve, { once: true });
          setTimeout(resolve, 2_000);
        }),
    ),
  );
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

/**
 * In the page: scrolls to where the story's state is, whatever scrolled the page on the way (the
 * app scrolls a focused field into view while the layout is still moving): the top, or the
 * focused element centred when it sits below the fold in the page's flow. Resolves whether it
 * scrolled; a scroll is followed by 150 ms without DOM changes (at most 1.5 s), since the
 * scroll event itself may show something (the app's cookie notice waits for the first one).
 */
async function scrollToStateInPage() {
  const focused = document.activeElement;
  let top = 0;
  if (focused && focused !== document.body) {
    let fixed = false;
    for (let node = focused; node && node !== document.body; node = node.parentElement) {
      if (getComputedStyle(node).position === 'fixed') fixed = true;
    }
    const box = focused.getBoundingClientRect();
    const bottom = box.bottom + window.scrollY;
    if (!fixed && bottom > window.innerHeight) {
      top = Math.round(bottom - box.height / 2 - window.innerHeight / 2);
    }
    // An open menu floats by its trigger: a trigger below the fold is brought up to just under
    // the sticky header, so the menu (placed again on scroll) is pictured whole under it.
    const trigger = fixed && document.querySelector('[aria-haspopup="menu"][aria-expanded="true"]');
    if (trigger) {
      const triggerBox = trigger.getBoundingClientRect();
      if (box.bottom > window.innerHeight || triggerBox.bottom > window.innerHeight) {
        top = Math.round(triggerBox.top + window.scrollY - 96);
      }
    }
  }
  const maxTop = Math.max(0, document.documentElement.scrollHeight - window.innerHeight);
  top = Math.min(top, maxTop);
  if (window.scrollX === 0 && Math.abs(window.scrollY - top) < 1) return false;
  window.scrollTo({ left: 0, top, behavior: 'instant' });
  await new Promise((resolve) => {
    let quiet;
    const done = () => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(max);
      resolve();
    };
    const observer = new MutationObserver(() => {
      clearTimeout(quiet);
      quiet = setTimeout(done, 150);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    quiet = setTimeout(done, 150);
    const max = setTimeout(done, 1_500);
  });
  return true;
}

async function screenshot(page, networkIdle) {
  await networkIdle();
  await page.evaluate(scrollToStateInPage);
  await page.evaluate(settleInPage);
  return page.screenshot({
    animations: 'disabled',
    caret: 'hide',
    scale: 'css',
    // WebGL (the avatar scenes) draws through SwiftShader here, a few pixels differently per
    // run: its canvases are masked; their stories still check the page around them.
    mask: [page.locator('canvas')],
  });
}

/**
 * Checks every story of the given story files in every theme on one page. Each file starts on a
 * fresh iframe.html: stylesheets loaded by one file's components stay in the document, so another
 * file's stories could otherwise borrow CSS their components forgot to import.
 */
async function checkOnOnePage(page, baseUrl, files, cpu, visual, onChecked) {
  const problems = [];
  const networkIdle = trackRequests(page);
  const troubled = trackTroubledRequests(page);
  for (const stories of files) {
    const jobs = stories.flatMap((story) => THEMES.map((theme) => ({ story, theme })));
    let shown;
    for (const job of jobs) {
      const label = `${job.story.id} [${job.theme.name}]`;
      try {
        if (!shown) {
          await openPreview(page, baseUrl, job);
        } else if (job.story === shown.story && job.theme !== THEMES[0]) {
          // The next theme on the same mount, switched as the account sync switches it.
          await page.evaluate(switchThemeInPage, job.theme.name);
        } else {
          // Every story is a fresh mount, in the first theme, as a page load would give. React
          // keeps a wrapper it rendered unchanged: the attribute set beside it goes back first.
          if (shown.theme !== THEMES[0]) await page.evaluate(switchThemeInPage, THEMES[0].name);
          const mark = troubled.mark();
          const error = await page.evaluate(renderInPage, {
            storyId: job.story.id,
            action: job.story.id === shown.story.id ? 'forceRemount' : 'setCurrentStory',
            timeoutMs: RENDER_TIMEOUT_MS,
          });
          if (error) {
            shown = job;
            const answers = troubled.since(mark);
            problems.push(
              `${label}: story did not render: ${error}` +
                (answers.length > 0
                  ? `\n  requests answered 4xx/5xx or not at all: ${answers.join(', ')}`
                  : ''),
            );
            onChecked(false);
            continue;
          }
        }
        shown = job;
        const result = await page.evaluate(auditInPage, {
          storyId: job.story.id,
          themeName: job.theme.name,
        });
        if (result.problem) problems.push(`${label}: ${result.problem}`);
        else if (visual && result.visualSkip) visual.skip(job.story.id, job.theme.name);
        else if (visual) {
          const problem = await visual.check(job.story.id, job.theme.name, () =>
            screenshot(page, networkIdle),
          );
          if (problem) problems.push(`${label}: visual: ${problem}`);
        }
        for (const v of result.violations ?? []) {
          if (!BLOCKING.has(v.impact)) continue;
          problems.push(
            `${label}: ${v.impact} ${v.id} — ${v.help}\n` +
              v.nodes
                .map((n) => `      ${n.target}: ${n.summary.split('\n').join(' ')}`)
                .join('\n'),
          );
        }
        onChecked(Boolean(result.scoped));
      } catch (error) {
        problems.push(`${label}: ${error.message.split('\n')[0]}`);
        // The preview may be in any state now: the next check reloads it.
        shown = undefined;
        onChecked(false);
      }
    }
  }
  await cpu.sample();
  return problems;
}

/**
 * CPU seconds used by this process and every process below it (chromium's browser, zygotes,
 * renderers), from /proc: chromium's renderers are not reaped into our own rusage. Sampled before
 * processes end; null where /proc is missing.
 */
function cpuMeter() {
  const ticks = new Map();
  const TICKS_PER_SECOND = 100;
  const sample = async () => {
    try {
      const stats = new Map();
      for (const name of await readdir('/proc')) {
        if (!/^\d+$/.test(name)) continue;
        const text = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => null);
        if (!text) continue;
        // stat(5): after "pid (comm) " come state, ppid, …; utime and stime are fields 14 and 15.
        const fields = text.slice(text.lastIndexOf(') ') + 2).split(' ');
        stats.set(Number(name), {
          ppid: Number(fields[1]),
          cpu: Number(fields[11]) + Number(fields[12]),
        });
      }
      const ours = new Set([process.pid]);
      for (let grew = true; grew;) {
        grew = false;
        for (const [pid, { ppid }] of stats) {
          if (!ours.has(pid) && ours.has(ppid)) {
            ours.add(pid);
            grew = true;
          }
        }
      }
      for (const pid of ours) ticks.set(pid, Math.max(ticks.get(pid) ?? 0, stats.get(pid).cpu));
      return true;
    } catch {
      return false;
    }
  };
  return {
    sample,
    async seconds() {
      if (!(await sample())) return null;
      return [...ticks.values()].reduce((sum, t) => sum + t, 0) / TICKS_PER_SECOND;
    },
  };
}

async function main() {
  const started = performance.now();
  const cpu = cpuMeter();
  const index = JSON.parse(await readFile(path.join(STATIC_DIR, 'index.json'), 'utf8'));
  const filter = process.env.STORY_A11Y_FILTER;
  const stories = Object.values(index.entries).filter(
    (entry) => entry.type === 'story' && (!filter || entry.id.includes(filter)),
  );
  if (stories.length === 0) throw new Error('storybook-static/index.json lists no stories');
  const files = new Map();
  for (const story of stories)
    files.set(story.importPath, [...(files.get(story.importPath) ?? []), story]);
  // Largest files first onto the least loaded page, so the pages finish together.
  const shares = Array.from({ length: Math.min(PAGES, files.size) }, () => ({
    count: 0,
    files: [],
  }));
  for (const file of [...files.values()].sort((a, b) => b.length - a.length)) {
    const share = shares.reduce((least, s) => (s.count < least.count ? s : least));
    share.files.push(file);
    share.count += file.length;
  }

  const server = await serveStatic(STATIC_DIR);
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  });
  const total = stories.length * THEMES.length;
  const failures = [];
  const visual = BASELINE_DIR
    ? await createVisualCheck({
        baselineDir: BASELINE_DIR,
        reportDir: path.resolve('visual-report'),
        update: UPDATE_BASELINES,
      })
    : null;
  let checked = 0;
  let scoped = 0;
  try {
    const probe = await browser.newPage();
    const userAgent = await probe.evaluate(() => navigator.userAgent);
    await probe.close();
    const results = await Promise.all(
      shares.map(async (share) => {
        // A context per page: screen stories sign in, and pages sharing one cookie jar would
        // sign each other's stories in and out.
        const context = await browser.newContext({
          viewport: VIEWPORT,
          deviceScaleFactor: 1,
          timezoneId: 'UTC',
          locale: 'en-US',
          // Storybook's test-runner marker: the preview then finishes CSS animations and
          // transitions at their end state instead of waiting for them, so axe measures what
          // users see once settled.
          userAgent: `${userAgent} StorybookTestRunner`,
        });
        await context.clock.setFixedTime(FIXED_NOW);
        try {
          const page = await context.newPage();
          page.on('crash', () => console.error('page crashed'));
          return await checkOnOnePage(page, baseUrl, share.files, cpu, visual, (wasScoped) => {
            checked += 1;
            if (wasScoped) scoped += 1;
            if (checked % 50 === 0) console.log(`  ${checked}/${total} renders checked`);
          });
        } finally {
          await context.close();
        }
      }),
    );
    failures.push(...results.flat());
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }

  const wall = (performance.now() - started) / 1000;
  const cpuSeconds = await cpu.seconds();
  console.log(
    `Checked ${stories.length} stories (${files.size} files) × ${THEMES.length} themes = ` +
      `${checked} renders with axe (${scoped} scoped by parameters.a11y.context) on ` +
      `${shares.length} page(s): ${wall.toFixed(1)} s wall` +
      (cpuSeconds === null ? '.' : `, ${cpuSeconds.toFixed(1)} s CPU (node + chromium).`),
  );
  if (checked !== total) failures.push(`only ${checked} of ${total} renders were checked`);
  if (visual) {
    // Stale baselines are told only after a full, clean pass: a story that failed to render took
    // no screenshot, and its baseline is not stale for that.
    const result = await visual.finish({
      complete: !filter && checked === total && failures.length === 0,
    });
    if (UPDATE_BASELINES) {
      console.log(
        `Visual baselines: wrote ${result.written} screenshot(s) to ${path.relative(process.cwd(), BASELINE_DIR)}` +
          (result.removed.length
            ? `, removed ${result.removed.length} of stories that are gone.`
            : '.'),
      );
    } else {
      console.log(
        `Visual: ${result.compared} screenshot(s) at ${VIEWPORT.width}×${VIEWPORT.height} compared ` +
          `with the baselines, ${result.changes.length} changed` +
          (result.skipped ? `, ${result.skipped} skipped (parameters.visual.skip).` : '.'),
      );
      for (const file of result.stale)
        failures.push(`visual baseline ${file} has no story: run pnpm storybook:baselines`);
    }
    if (result.report) console.error(`Visual report (baseline, new, diff): ${result.report}`);
  }
  if (failures.length > 0) {
    console.error(`\n${failures.length} problem(s) (accessibility, play functions, visual):\n`);
    for (const failure of failures) console.error(`  ${failure}`);
    // A play function's failure carries the story's DOM: its first line again, so a log's tail
    // still says which renders failed.
    console.error(`\nIn short:\n${failures.map((f) => `  ${f.split('\n')[0]}`).join('\n')}`);
    process.exitCode = 1;
  } else {
    console.log(
      'No serious or critical accessibility violations' +
        (visual && !UPDATE_BASELINES ? ', no visual changes.' : '.'),
    );
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
