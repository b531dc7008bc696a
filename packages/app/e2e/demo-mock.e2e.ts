// The demo's in-browser mock (MSW's service worker) answers every request of a page, including a
// page its worker does not control: after a hard reload, or a navigation made while the worker was
// still activating for the first time. MSW reloads such a page; its requests must wait for that
// instead of reaching the network, where the mock's API host does not exist.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, withAppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** sessionStorage key: API requests a page sent while no worker controlled it. */
const UNCONTROLLED_KEY = 'e2e-uncontrolled-requests';

declare global {
  interface Window {
    /** How often the page called `fetch` (main.tsx's gate included). */
    e2eFetchCalls?: number;
  }
}

/**
 * Before the app's first script: records API requests that leave a page no worker controls (in
 * sessionStorage, which survives reloads), and counts the page's fetch calls, so a test knows the
 * app has asked for data while the gate in main.tsx holds it.
 */
function watchFetch(key: string): void {
  const networkFetch = window.fetch;
  let current: typeof fetch = (...args) => {
    const target = args[0] instanceof Request ? args[0].url : String(args[0]);
    if (!navigator.serviceWorker.controller && !target.startsWith(location.origin)) {
      const sent = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      sessionStorage.setItem(key, JSON.stringify([...sent, target]));
    }
    return networkFetch(...args);
  };
  Object.defineProperty(window, 'fetch', {
    configurable: true,
    get() {
      const target = current;
      return (...args: Parameters<typeof fetch>) => {
        window.e2eFetchCalls = (window.e2eFetchCalls ?? 0) + 1;
        return target(...args);
      };
    },
    set(value: typeof fetch) {
      current = value;
    },
  });
}

/** What the page logs when its mock's worker reports mocking enabled (the demo's MSW is quiet). */
const MOCKING_ENABLED_LINE = 'e2e: mocking enabled';

/** Before the app's first script: logs the worker's answer to the mock's activation. */
function reportMockingEnabled(line: string): void {
  navigator.serviceWorker.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'MOCKING_ENABLED') console.info(line);
  });
}

/** A promise and the function that settles it. */
function signal(): { done: Promise<void>; fire: () => void } {
  let fire!: () => void;
  const done = new Promise<void>((resolve) => {
    fire = resolve;
  });
  return { done, fire };
}

describe('the in-browser mock', () => {
  it('holds the requests of a page its worker does not control until it does', async () => {
    await withAppPage(browser, async ({ page, context, url }) => {
      await context.addInitScript(watchFetch, UNCONTROLLED_KEY);
      await context.addInitScript(reportMockingEnabled, MOCKING_ENABLED_LINE);
      const forums = page.getByRole('link', { name: /General Discussion/ });
      await page.goto(url('/forums'));
      await forums.waitFor();

      // A hard reload bypasses the worker. In that page, the mock's code is held until the app
      // has asked for its data, and MSW's own reload until that page's mock has started: the
      // moment its held requests would go out.
      const appAsked = signal();
      const mockStarted = signal();
      let mockCodeHeld = false;
      await page.route(/\/assets\/browser-[\w-]+\.js$/, async (route) => {
        if (!mockCodeHeld) {
          mockCodeHeld = true;
          await appAsked.done;
        }
        await route.continue();
      });
      let documentLoads = 0;
      await page.route(url('/forums'), async (route) => {
        documentLoads += 1;
        if (documentLoads === 2) await mockStarted.done;
        await route.continue();
      });
      page.on('console', (message) => {
        if (message.text() === MOCKING_ENABLED_LINE) mockStarted.fire();
      });

      const cdp = await context.newCDPSession(page);
      await cdp.send('Page.reload', { ignoreCache: true });
      await expect.poll(() => mockCodeHeld).toBe(true);
      await expect.poll(() => page.evaluate(() => window.e2eFetchCalls ?? 0)).toBeGreaterThan(0);
      expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
      appAsked.fire();

      await expect.poll(() => documentLoads).toBe(2);
      await forums.waitFor();
      expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
      const sent = await page.evaluate((key) => sessionStorage.getItem(key), UNCONTROLLED_KEY);
      expect(sent).toBeNull();
    });
  });
});
