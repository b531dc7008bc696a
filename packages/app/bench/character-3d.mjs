// The 3D page pass: what /character costs with 3D on (SwiftShader WebGL): the JS it loads for the
// scene, the time to the first frame that draws every avatar part, and what stays behind after
// entering and leaving it 20 times (JS heap after forced GC, WebGL contexts still alive).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compressedSizes, containsThree, filesOf, readManifest } from '../scripts/bundle.mjs';
import { log, median } from './browser.mjs';

const FIRST_FRAME_RUNS = 3;
export const VISITS = 20;

// Every WebGL context the page creates, held weakly so counting them keeps none alive; and the
// time of the first frame drawn after the scene reports all parts loaded (`data-ready`).
const INSTRUMENT = `{
  const seen = new WeakSet();
  const contexts = [];
  const getContext = HTMLCanvasElement.prototype.getContext;
  HTMLCanvasElement.prototype.getContext = function (type, ...rest) {
    const context = getContext.call(this, type, ...rest);
    if (context && /webgl/.test(type) && !seen.has(context)) {
      seen.add(context);
      contexts.push(new WeakRef(context));
    }
    return context;
  };
  window.__benchWebgl = () => {
    let alive = 0;
    let lost = 0;
    for (const ref of contexts) {
      const context = ref.deref();
      if (context && context.isContextLost()) lost += 1;
      else if (context) alive += 1;
    }
    return { created: contexts.length, alive, lost };
  };
  new MutationObserver((records, observer) => {
    if (!document.querySelector('.avatar-scene[data-ready="true"]')) return;
    observer.disconnect();
    // rAF callbacks run in the order asked: the scene's own render of this frame comes first.
    requestAnimationFrame(() => {
      window.__benchReadyFrame = performance.now();
    });
  }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
}`;

/** The JS /character fetches for 3D only: the scene chunk's imports that neither the entry nor the route loads. */
export function sceneChunks(/** @type {string} */ dist) {
  const manifest = readManifest(dist);
  const key = (/** @type {string} */ suffix) => {
    const found = Object.keys(manifest).find((name) => name.endsWith(suffix));
    if (!found) throw new Error(`the build has no ${suffix} chunk`);
    return found;
  };
  const entry = /** @type {string} */ (Object.keys(manifest).find((k) => manifest[k]?.isEntry));
  const before = new Set(
    filesOf(manifest, [entry, key('src/app/routes/character/character.tsx')]).js,
  );
  return filesOf(manifest, [key('src/components/avatar-scene/avatar-scene.tsx')])
    .js.filter((file) => !before.has(file))
    .map((file) => {
      const bytes = readFileSync(join(dist, file));
      return { file, three: containsThree(bytes), ...compressedSizes(bytes) };
    });
}

const sceneReady = (/** @type {import('playwright-core').Page} */ page) =>
  page.locator('.avatar-scene[data-ready="true"]').waitFor({ timeout: 120_000 });

/**
 * @param {import('playwright-core').Browser} browser a chromium with software WebGL
 * @param {string} origin the production app
 * @param {Array<{ name: string, value: string, url: string }>} cookies the member's session
 * @param {string} dist the production build (for its manifest)
 */
export async function measureCharacter3d(browser, origin, cookies, dist) {
  const chunks = sceneChunks(dist);

  // Cold visits: a fresh cache each, time from navigation start.
  const firstFrames = [];
  for (let run = 0; run < FIRST_FRAME_RUNS; run += 1) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      await context.addCookies(cookies);
      await context.addInitScript(INSTRUMENT);
      const page = await context.newPage();
      await page.goto(`${origin}/character`);
      await sceneReady(page);
      const parts = await page.locator('.avatar-scene').getAttribute('data-loaded-parts');
      const frame = await page.waitForFunction(() => /** @type {any} */ (window).__benchReadyFrame);
      firstFrames.push(Math.round(/** @type {number} */ (await frame.jsonValue())));
      log(`3D first full frame: ${firstFrames.at(-1)} ms (${parts} parts)`);
    } finally {
      await context.close();
    }
  }

  // Enter and leave through the sidebar, as a user does, so the page (and its heap) lives on.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(INSTRUMENT);
    const page = await context.newPage();
    /** @type {string[]} */
    const warnings = [];
    page.on('console', (message) => {
      if (/WebGL/i.test(message.text())) warnings.push(message.text());
    });
    const cdp = await context.newCDPSession(page);
    const heapAfterGc = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize;
    };
    const main = page.getByRole('navigation', { name: 'Main' });
    const visit = async () => {
      await main.getByRole('link', { name: 'Character' }).click();
      await sceneReady(page);
      await main.getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(/\/dashboard$/);
      await page.locator('.avatar-scene').waitFor({ state: 'detached' });
    };
    const webgl = () =>
      page.evaluate(
        () =>
          /** @type {{ created: number, alive: number, lost: number }} */ (
            /** @type {any} */ (window).__benchWebgl()
          ),
      );
    // Contexts of a left scene die once its renderer lets go: wait for that, not for a fixed time.
    const settledContexts = async () => {
      await page
        .waitForFunction(() => /** @type {any} */ (window).__benchWebgl().alive === 0, null, {
          timeout: 10_000,
        })
        .catch(() => undefined);
      await heapAfterGc();
      return webgl();
    };

    await page.goto(`${origin}/dashboard`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // One visit first: three.js, the models and the clips are loaded once and kept by design.
    await visit();
    await settledContexts();
    const heapBefore = await heapAfterGc();
    for (let count = 0; count < VISITS; count += 1) await visit();
    const contexts = await settledContexts();
    const heapAfter = await heapAfterGc();
    const memory = {
      heapBefore,
      heapAfter,
      growth: heapAfter - heapBefore,
      contexts,
      warnings: [...new Set(warnings)],
    };
    log(`3D after ${VISITS} visits: ${JSON.stringify(memory)}`);
    return { chunks, firstFrames, firstFrame: median(firstFrames), memory };
  } finally {
    await context.close();
  }
}
