// `pnpm bench`'s Lighthouse runs (medians of BENCH_RUNS in a fresh Debian chromium each) and the
// traces BENCH_TRACE_DIR asks for; run.mjs drives them.
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright-core';
import {
  CHROMIUM,
  CHROMIUM_ARGS,
  MOBILE_CPU_SLOWDOWN,
  TRACE_CATEGORIES,
  launchChromium,
  log,
  median,
} from './browser.mjs';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

/** Lighthouse runs per cell (their medians are reported). */
export const RUNS = Number(process.env.BENCH_RUNS ?? 3);

/** @typedef {{ name: string, origin: string, path: string, signedIn?: boolean }} Target */
/** @typedef {{ score: number, lcp: number, tbt: number, cls: number }} LighthouseFigures */
/** @typedef {LighthouseFigures & { shifts: string[], lcpElement: string, renderBlocking: string[], longTasks: string[] }} LighthouseRun */

/** The elements behind a run's layout shifts (Lighthouse's `layout-shifts` audit), largest first. */
function layoutShiftCulprits(lhr) {
  const items = lhr.audits['layout-shifts']?.details?.items ?? [];
  return items.map(
    (/** @type {{ score?: number, node?: { selector?: string, snippet?: string } }} */ item) =>
      `${(item.score ?? 0).toFixed(3)} ${item.node?.selector ?? item.node?.snippet ?? 'unknown'}`,
  );
}

/** The element Lighthouse took as the largest contentful paint. */
function lcpElement(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const node = tables[0]?.items?.[0]?.node;
  return node?.snippet ?? node?.selector ?? 'unknown';
}

/** What held the first paint (Lighthouse's render-blocking insight), with its cost in ms. */
function renderBlocking(lhr) {
  const items = lhr.audits['render-blocking-insight']?.details?.items ?? [];
  return items.map(
    (/** @type {{ url?: string, totalBytes?: number, wastedMs?: number }} */ item) =>
      `${item.url ?? 'unknown'} ${Math.round(item.wastedMs ?? 0)} ms`,
  );
}

/** The main thread's long tasks (Lighthouse's simulated timings), longest first: what TBT is made of. */
function longTasks(lhr) {
  const items = lhr.audits['long-tasks']?.details?.items ?? [];
  return items.map(
    (/** @type {{ url?: string, duration?: number, startTime?: number }} */ item) =>
      `${Math.round(item.duration ?? 0)} ms at ${Math.round(item.startTime ?? 0)} ${item.url ?? ''}`,
  );
}

/** Lighthouse in a fresh Debian chromium per run (empty cache), cookies set over CDP first. */
export async function lighthouseRuns(
  /** @type {Target} */ target,
  /** @type {'mobile' | 'desktop'} */ formFactor,
  cookies,
) {
  const launcherPath = createRequire(
    realpathSync(join(appRoot, 'node_modules/lighthouse/package.json')),
  ).resolve('chrome-launcher');
  const { launch } = /** @type {typeof import('chrome-launcher')} */ (
    await import(pathToFileURL(launcherPath).href)
  );
  /** @type {LighthouseRun[]} */
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const chrome = await launch({
      chromePath: CHROMIUM,
      chromeFlags: CHROMIUM_ARGS,
      logLevel: 'silent',
    });
    try {
      if (target.signedIn) {
        const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
        await cdp.contexts()[0]?.addCookies(cookies);
        await cdp.close(); // disconnects; the browser stays up for Lighthouse
      }
      const result = await lighthouse(
        target.origin + target.path,
        { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] },
        formFactor === 'desktop' ? desktopConfig : undefined,
      );
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`Lighthouse returned nothing for ${target.name}`);
      if (lhr.runtimeError)
        throw new Error(`Lighthouse on ${target.name}: ${lhr.runtimeError.message}`);
      const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
      if (landedOn !== target.path)
        throw new Error(`Lighthouse on ${target.name} landed on ${landedOn}`);
      const audit = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? Number.NaN;
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcp: Math.round(audit('largest-contentful-paint')),
        tbt: Math.round(audit('total-blocking-time')),
        cls: Number(audit('cumulative-layout-shift').toFixed(3)),
        // What moved, so a CLS above 0 names its culprits in report.json.
        shifts: layoutShiftCulprits(lhr),
        // Why the LCP is what it is, for whoever improves it.
        lcpElement: lcpElement(lhr),
        renderBlocking: renderBlocking(lhr),
        longTasks: longTasks(lhr),
      });
      if (process.env.BENCH_RUNS)
        log(`${target.name} ${formFactor}: ${JSON.stringify(runs.at(-1))}`);
      if (process.env.BENCH_LHR_DIR) {
        mkdirSync(process.env.BENCH_LHR_DIR, { recursive: true });
        const name = `${target.name.replace(/\W+/g, '_')}-${formFactor}-${run + 1}.json`;
        writeFileSync(join(process.env.BENCH_LHR_DIR, name), JSON.stringify(lhr));
        // The page's Chromium trace (unthrottled: Lighthouse simulates the slow phone from it).
        const trace = result.artifacts?.Trace;
        if (trace)
          writeFileSync(join(process.env.BENCH_LHR_DIR, `trace-${name}`), JSON.stringify(trace));
      }
    } finally {
      chrome.kill();
    }
  }
  /** @type {LighthouseFigures} */
  const medians = {
    score: median(runs.map((r) => r.score)),
    lcp: median(runs.map((r) => r.lcp)),
    tbt: median(runs.map((r) => r.tbt)),
    cls: median(runs.map((r) => r.cls)),
  };
  log(`lighthouse ${formFactor} ${target.name}: ${JSON.stringify(medians)}`);
  return { runs, medians };
}

/**
 * A Chromium trace of one cold load with the CPU slowed 4× and the JS sampling profiler on, for
 * DevTools' Performance panel (`BENCH_TRACE_DIR`): where a long task spends its time.
 */
export async function recordTrace(
  /** @type {Target} */ target,
  cookies,
  /** @type {string} */ directory,
) {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    if (target.signedIn) await context.addCookies(cookies);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    mkdirSync(directory, { recursive: true });
    const path = join(directory, `trace-4x-${target.name.replace(/\W+/g, '_')}.json`);
    await browser.startTracing(page, {
      path,
      categories: [...TRACE_CATEGORIES, 'loading'],
    });
    await page.goto(target.origin + target.path, { waitUntil: 'networkidle' });
    await browser.stopTracing();
    log(`trace of ${target.name} written to ${path}`);
  } finally {
    await browser.close();
  }
}
