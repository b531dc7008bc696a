// The interaction pass: each interaction a user makes often, on a fresh page of the production
// build with the CPU slowed 4×, timed with the Event Timing API as web-vitals' INP does (the
// longest event entry of the interaction: input delay + handlers + the wait for the next paint).
// Median of 5 repetitions; `BENCH_TRACE_DIR` adds a sixth, traced and left out of the median.
import { join } from 'node:path';
import { MOBILE_CPU_SLOWDOWN, TRACE_CATEGORIES, log, median } from './browser.mjs';

export const INTERACTION_BUDGET_MS = 100;
const REPETITIONS = 5;
/** The Event Timing API's smallest threshold: faster interactions report no entry at all. */
const EVENT_THRESHOLD_MS = 16;

/** @typedef {import('playwright-core').Page} Page */
/**
 * @typedef {{
 *   name: string,
 *   note?: string,
 *   signedIn?: boolean,
 *   prepare: (page: Page, origin: string, run: number) => Promise<void>,
 *   act: (page: Page) => Promise<void>,
 * }} Interaction
 */

// Collects every event entry that belongs to an interaction, from before the app's first script.
const OBSERVE_EVENTS = `{
  const entries = [];
  const keep = (list) => {
    for (const entry of list) {
      if (!entry.interactionId) continue;
      entries.push({
        name: entry.name,
        duration: entry.duration,
        inputDelay: entry.processingStart - entry.startTime,
        processing: entry.processingEnd - entry.processingStart,
      });
    }
  };
  const observer = new PerformanceObserver((list) => keep(list.getEntries()));
  observer.observe({ type: 'event', durationThreshold: ${EVENT_THRESHOLD_MS}, buffered: true });
  window.__benchEvents = () => {
    keep(observer.takeRecords());
    return entries;
  };
}`;

/** The event entries since `mark`, once two more frames have been painted (entries follow a paint). */
async function entriesSince(/** @type {Page} */ page, /** @type {number} */ mark) {
  return page.evaluate(async (from) => {
    await new Promise((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
    );
    return /** @type {any} */ (window).__benchEvents().slice(from);
  }, mark);
}

/** Waits until the marketplace results show the answer to the current address. */
const resultsSettled = (/** @type {Page} */ page) =>
  page.locator('section[aria-label="Results"][aria-busy="false"]').waitFor();

/** @type {Interaction[]} */
export const INTERACTIONS = [
  {
    name: 'change a marketplace filter (Hats)',
    prepare: async (page, origin) => {
      await page.goto(`${origin}/marketplace?list=2`, { waitUntil: 'networkidle' });
      await resultsSettled(page);
    },
    act: async (page) => {
      await page.getByRole('checkbox', { name: 'Hats' }).click();
      await page.waitForURL(/category=3/);
      await page.getByRole('heading', { level: 1, name: 'Hats' }).waitFor();
      await resultsSettled(page);
    },
  },
  {
    name: 'change the marketplace list (New)',
    note: 'the marketplace has no sort control; the lists (Featured, New, Trending) order the results',
    prepare: async (page, origin) => {
      await page.goto(`${origin}/marketplace?list=2`, { waitUntil: 'networkidle' });
      await resultsSettled(page);
    },
    act: async (page) => {
      await page.getByRole('checkbox', { name: 'New' }).click();
      await page.waitForURL(/list=1/);
      await resultsSettled(page);
    },
  },
  {
    name: 'type in the marketplace search',
    note: 'worst of three keystrokes',
    prepare: async (page, origin) => {
      await page.goto(`${origin}/marketplace?list=0`, { waitUntil: 'networkidle' });
      await resultsSettled(page);
      await page.getByRole('searchbox', { name: 'Search the marketplace' }).focus();
    },
    act: async (page) => {
      await page.keyboard.type('hat');
      await page
        .getByRole('searchbox', { name: 'Search the marketplace' })
        .and(page.locator('[value="hat"]'))
        .waitFor();
    },
  },
  {
    name: 'open an item from /marketplace',
    prepare: async (page, origin) => {
      await page.goto(`${origin}/marketplace?list=0`, { waitUntil: 'networkidle' });
      await resultsSettled(page);
    },
    act: async (page) => {
      await page.getByRole('list', { name: 'Listings' }).getByRole('link').first().click();
      await page.waitForURL(/\/marketplace\/\d+$/);
      await page.getByRole('button', { name: /^(Purchase|Owned|Not For Sale)$/ }).waitFor();
    },
  },
  {
    name: "open an item's purchase dialog",
    signedIn: true,
    prepare: async (page, origin) => {
      // Listing 300 is for sale and not owned by the member (see the listing stories).
      await page.goto(`${origin}/marketplace/300`, { waitUntil: 'networkidle' });
      await page.getByRole('button', { name: 'Purchase' }).waitFor();
    },
    act: async (page) => {
      await page.getByRole('button', { name: 'Purchase' }).click();
      await page.getByRole('alertdialog', { name: 'Confirm Purchase' }).waitFor();
    },
  },
  {
    name: 'switch the theme',
    note: 'the app has no theme control yet (the account sync applies it): a key press sets the wrapper’s data-theme as the sync does, so this times the restyle and paint of /dashboard',
    signedIn: true,
    prepare: async (page, origin) => {
      await page.goto(`${origin}/dashboard`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.evaluate(() => {
        const order = ['default', 'blue', 'grey'];
        addEventListener('keydown', (event) => {
          if (event.key !== 'F9') return;
          const wrapper = /** @type {HTMLElement} */ (document.querySelector('.ui-theme'));
          const next = order[(order.indexOf(wrapper.dataset.theme ?? '') + 1) % order.length];
          wrapper.dataset.theme = next;
        });
      });
    },
    act: async (page) => {
      await page.keyboard.press('F9');
      await page.locator('.ui-theme[data-theme="blue"]').waitFor();
    },
  },
  {
    name: 'post a forum reply',
    signedIn: true,
    prepare: async (page, origin, run) => {
      await page.goto(`${origin}/forums/2`, { waitUntil: 'networkidle' });
      const thread = page
        .getByRole('list', { name: /^Threads in / })
        .getByRole('link')
        .first();
      const href = /** @type {string} */ (await thread.getAttribute('href'));
      await page.goto(`${origin}${href.replace(/\?.*$/, '')}/create`, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1, name: 'New Reply' }).waitFor();
      await page.getByLabel('Content').fill(`Bench reply ${Date.now()}-${run}`);
    },
    act: async (page) => {
      const text = await page.getByLabel('Content').inputValue();
      await page.getByRole('button', { name: 'Post Reply' }).click();
      await page
        .getByRole('article', { name: /^Reply by / })
        .getByText(text)
        .waitFor();
    },
  },
  {
    name: 'add an item on /character (2D)',
    signedIn: true,
    prepare: async (page, origin) => {
      await page.goto(`${origin}/character`, { waitUntil: 'networkidle' });
      await page.locator('.character-stage__fallback').waitFor();
      await page
        .getByRole('region', { name: 'Inventory' })
        .getByRole('button', { name: /^Add / })
        .first()
        .waitFor();
    },
    act: async (page) => {
      const add = page
        .getByRole('region', { name: 'Inventory' })
        .getByRole('button', { name: /^Add / })
        .first();
      const name = ((await add.getAttribute('aria-label')) ?? '').slice('Add '.length);
      await add.click();
      await page
        .getByRole('region', { name: 'Current Outfit' })
        .getByText(name, { exact: true })
        .waitFor();
      await page.getByRole('button', { name: `Wearing ${name}` }).waitFor();
    },
  },
  {
    name: 'open the friends list',
    signedIn: true,
    prepare: async (page, origin) => {
      await page.goto(`${origin}/friends`, { waitUntil: 'networkidle' });
      await page.getByRole('tab', { name: /^Pending Friends/ }).waitFor();
      await page.getByRole('tabpanel').waitFor();
    },
    act: async (page) => {
      await page.getByRole('tab', { name: /^Friends/ }).click();
      await page.getByRole('tab', { name: /^Friends/, selected: true }).waitFor();
      await page.locator('[role="tabpanel"][aria-busy="false"] .friends-list').waitFor();
    },
  },
];

/** The longest entry: the slowest interaction's next paint, as INP counts it (none: all < 16 ms). */
function worstOf(
  /** @type {Array<{ name: string, duration: number, inputDelay: number, processing: number }>} */ entries,
) {
  let worst = null;
  for (const entry of entries) if (!worst || entry.duration > worst.duration) worst = entry;
  return worst;
}

/**
 * @param {import('playwright-core').Browser} browser a chromium without WebGL (/character is 2D)
 * @param {string} origin the production app
 * @param {Array<{ name: string, value: string, url: string }>} cookies the member's session
 */
export async function measureInteractions(
  browser,
  origin,
  cookies,
  only = process.env.BENCH_INTERACTIONS,
) {
  const chosen = only
    ? INTERACTIONS.filter((interaction) =>
        only.split(',').some((part) => interaction.name.includes(part.trim())),
      )
    : INTERACTIONS;
  const results = [];
  for (const interaction of chosen) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      if (interaction.signedIn) await context.addCookies(cookies);
      await context.addInitScript(OBSERVE_EVENTS);
      const runs = [];
      const total = REPETITIONS + (process.env.BENCH_TRACE_DIR ? 1 : 0);
      for (let run = 0; run < total; run += 1) {
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
        await interaction.prepare(page, origin, run);
        const tracing = run === REPETITIONS;
        const tracePath = join(
          process.env.BENCH_TRACE_DIR ?? '',
          `trace-4x-interaction-${interaction.name.replace(/\W+/g, '_')}.json`,
        );
        if (tracing) {
          await browser.startTracing(page, {
            path: tracePath,
            categories: [...TRACE_CATEGORIES, 'latencyInfo'],
          });
        }
        const mark = await page.evaluate(() => /** @type {any} */ (window).__benchEvents().length);
        await interaction.act(page);
        const worst = worstOf(await entriesSince(page, mark));
        if (tracing) {
          await browser.stopTracing();
          log(`trace of "${interaction.name}" written to ${tracePath}`);
        }
        await page.close();
        if (tracing) continue;
        runs.push({
          ms: worst ? Math.round(worst.duration) : 0,
          event: worst?.name ?? null,
          inputDelay: worst ? Math.round(worst.inputDelay) : 0,
          processing: worst ? Math.round(worst.processing) : 0,
        });
      }
      const value = median(runs.map((run) => run.ms));
      results.push({ name: interaction.name, note: interaction.note, ms: value, runs });
      log(`interaction "${interaction.name}": ${value} ms (${runs.map((r) => r.ms).join(', ')})`);
    } finally {
      await context.close();
    }
  }
  return results;
}

/** "< 16 ms" when no entry crossed the Event Timing threshold. */
export const formatInteraction = (/** @type {number} */ ms) =>
  ms === 0 ? `< ${EVENT_THRESHOLD_MS} ms` : `${ms} ms`;
