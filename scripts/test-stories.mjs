#!/usr/bin/env node
// Accessibility check of every story in every theme: serves a static Storybook build on 127.0.0.1
// and runs axe on #storybook-root of each story × theme in Debian chromium. Fails on any serious or
// critical violation. Run after `build-storybook` (each package's `test:stories` script does both).
//
// Speed: a browser page loads iframe.html once (again after a check failed), then drives
// Storybook's preview through its channel, with the manager's own events: `setCurrentStory`
// mounts the next story afresh (loaders, play function) in the first theme, and the script waits
// for that render's `storyFinished` before it asserts the story and theme on screen and runs axe,
// injected once per load. A load per story file took 12% more CPU than one per screen file, and
// that 406 CPU-s where one load in all took 278 (on another day: the machine varies). Every
// screen story starts from a fresh mock seed and query cache (screen-story.tsx); a stylesheet a
// story would borrow from another file's components loaded earlier in the page is caught by
// `pnpm lint` (scripts/check-css-imports.mjs); the design system's cascade layer keeps an app
// class winning over a component's rule in any load order (before it, two error screens drew a
// card's gap by which screen had run first). The other themes follow on the same mount, set on
// the themed wrapper as the account sync sets them: three mounts per story (each reseeding a
// screen's mock data) were three quarters of the run. Those themes are scanned for the rules a
// theme can change (THEME_RULES: the themes differ only in colours). Story files are shared
// between 2 pages in parallel.
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
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { AXE_SOURCE, THEME_RULES } from './axe-source.mjs';
import { CHROMIUM, CHROMIUM_ARGS } from './chromium.mjs';
import { cpuMeter } from './cpu-meter.mjs';
import { serveStatic } from './serve-static.mjs';
import {
  auditInPage,
  renderInPage,
  scrollToStateInPage,
  settleInPage,
  switchThemeInPage,
} from './story-page.mjs';
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
  // Every web font before the first screenshot: a font first used by a later story would still be
  // loading when it is pictured (its text invisible), in one order of stories and not another.
  await page.evaluate(() => Promise.all([...document.fonts].map((font) => font.load())));
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

/** Checks every story of the given story files in every theme on one page. */
async function checkOnOnePage(page, baseUrl, files, cpu, visual, onChecked) {
  const problems = [];
  const networkIdle = trackRequests(page);
  const troubled = trackTroubledRequests(page);
  let shown;
  for (const stories of files) {
    const jobs = stories.flatMap((story) => THEMES.map((theme) => ({ story, theme })));
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
          // Every rule in the first theme; in the others, those a theme can change.
          onlyRules: job.theme === THEMES[0] ? undefined : THEME_RULES,
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

/** Story files onto pages, largest first onto the least loaded, so the pages finish together. */
function sharesOfPages(files) {
  const shares = Array.from({ length: Math.min(PAGES, files.size) }, () => ({
    count: 0,
    files: [],
  }));
  for (const file of [...files.values()].sort((a, b) => b.length - a.length)) {
    const share = shares.reduce((least, s) => (s.count < least.count ? s : least));
    share.files.push(file);
    share.count += file.length;
  }
  return shares;
}

/** Ends the visual check: prints what it wrote or compared; returns its problems (stale files). */
async function finishVisual(visual, complete) {
  const problems = [];
  // Stale baselines are told only after a full, clean pass: a story that failed to render took
  // no screenshot, and its baseline is not stale for that.
  const result = await visual.finish({ complete });
  if (UPDATE_BASELINES) {
    console.log(
      `Visual baselines: wrote ${result.written} screenshot(s) to ${path.relative(process.cwd(), BASELINE_DIR)}, ` +
        `kept ${result.kept} that look as their baseline` +
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
      problems.push(`visual baseline ${file} has no story: run pnpm storybook:baselines`);
  }
  if (result.report) console.error(`Visual report (baseline, new, diff): ${result.report}`);
  return problems;
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
  const shares = sharesOfPages(files);

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
    const complete = !filter && checked === total && failures.length === 0;
    failures.push(...(await finishVisual(visual, complete)));
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
