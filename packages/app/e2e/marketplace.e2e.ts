// Marketplace journeys in a real browser against the demo build (in-browser mock): filtering and
// searching with back/forward, buying an item, a sale running out, and axe in the three themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import {
  currentPath,
  dismissCookieNotice,
  holdMockClock,
  launchBrowser,
  logIn,
  nodeBalance,
  withAppPage,
} from './browser';

/** Seeded listing 3 is on a sale that ends 3 to 10 minutes after the mock is seeded. */
const ENDING_SALE_ID = 3;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

type ConfirmRecord = { __confirmDisabledAtOpen?: boolean };

/**
 * Notes in the page whether the purchase dialog's Confirm was disabled when it appeared. It arms
 * 500 ms later: a test process that looks only after a busy spell would find it armed already.
 */
async function recordConfirmStateAtOpen(page: Page) {
  await page.evaluate(() => {
    const observer = new MutationObserver(() => {
      const confirm = [
        ...document.querySelectorAll<HTMLButtonElement>('[role=alertdialog] button'),
      ].find((button) => button.textContent?.trim() === 'Confirm');
      if (!confirm) return;
      (window as ConfirmRecord).__confirmDisabledAtOpen = confirm.disabled;
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
  });
}

const waitForPath = (page: Page, path: string) =>
  page.waitForURL((current) => `${current.pathname}${current.search}` === path);

describe('marketplace journeys', () => {
  it('filters and searches, and back/forward restores each search', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      await page.goto(url('/marketplace'));
      await page.getByRole('link', { name: /Featured Items/ }).click();
      await waitForPath(page, '/marketplace?list=2');
      await page.getByRole('list', { name: 'Listings' }).waitFor();

      await page.getByRole('checkbox', { name: 'Trending' }).click();
      await waitForPath(page, '/marketplace?list=2&list=3');
      await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Custom').waitFor();

      await page.getByRole('button', { name: 'Free Only' }).click();
      await waitForPath(page, '/marketplace?list=2&list=3&pMin=0&pMax=0');

      const search = page.getByRole('searchbox', { name: 'Search the marketplace' });
      await search.fill('hat');
      await search.press('Enter');
      await waitForPath(page, '/marketplace?list=2&list=3&pMin=0&pMax=0&search=hat');

      await page.goBack();
      await waitForPath(page, '/marketplace?list=2&list=3&pMin=0&pMax=0');
      // The address changes on popstate; the screen follows once the router has settled.
      await expect.poll(() => search.inputValue()).toBe('');
      await expect
        .poll(() => page.getByRole('button', { name: 'Free Only' }).getAttribute('aria-pressed'))
        .toBe('true');

      await page.goBack();
      await waitForPath(page, '/marketplace?list=2&list=3');
      await expect
        .poll(() => page.getByRole('checkbox', { name: 'Trending' }).isChecked())
        .toBe(true);
      await page.goForward();
      await page.goForward();
      await waitForPath(page, '/marketplace?list=2&list=3&pMin=0&pMax=0&search=hat');
      await expect.poll(() => search.inputValue()).toBe('hat');
    });
  });

  it('a member buys an item: Owned, and the header balance drops', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await holdMockClock(app.context);
      await logIn(app, 'member');
      await dismissCookieNotice(page);
      const before = await nodeBalance(page);

      // Affordable items of the third page: past the ones the member already owns.
      await page.goto(url('/marketplace?list=0&pMin=1&pMax=500&page=3'));
      const cards = page.getByRole('list', { name: 'Listings' }).getByRole('link');
      await cards.first().waitFor();
      let cost = 0;
      for (let index = 0; index < (await cards.count()); index += 1) {
        await cards.nth(index).click();
        await page.getByRole('heading', { level: 1 }).waitFor();
        const purchase = page.getByRole('button', { name: 'Purchase' });
        await purchase.or(page.getByRole('button', { name: 'Owned' })).waitFor();
        if (await purchase.isVisible()) {
          const price = await page.locator('.marketplace-detail__price').textContent();
          cost = Number(price?.replace(/\D/g, ''));
          await recordConfirmStateAtOpen(page);
          await purchase.click();
          break;
        }
        await page.goBack();
      }
      expect(cost).toBeGreaterThan(0);

      const confirm = page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' });
      await expect
        .poll(() => page.evaluate(() => (window as ConfirmRecord).__confirmDisabledAtOpen))
        .toBe(true);
      await expect.poll(() => confirm.isEnabled()).toBe(true);
      await confirm.click();
      await page.getByRole('button', { name: 'Owned' }).waitFor();
      await expect.poll(() => nodeBalance(page)).toBe(before - cost);
    });
  });

  it('a sale runs out while the listing is open', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      await page.clock.install();
      await page.goto(url(`/marketplace/${ENDING_SALE_ID}`));
      await page.getByRole('timer').waitFor();
      await expect(page.getByRole('button', { name: 'Purchase' }).isEnabled()).resolves.toBe(true);
      await page.clock.fastForward('11:00');
      await page.getByText('Sale Time Expired').waitFor();
      await expect(page.getByRole('button', { name: 'Not For Sale' }).isDisabled()).resolves.toBe(
        true,
      );
    });
  });

  // One page for all: a page each cost a browser context and a cold load for nothing.
  it('landing, results and listing pass axe in every theme', { timeout: 240_000 }, async () => {
    await withAppPage(browser, async ({ page, url }) => {
      for (const [name, path, heading] of [
        ['marketplace-landing', '/marketplace', 'Marketplace'],
        ['marketplace-results', '/marketplace?list=0&category=3', 'Hats'],
        ['marketplace-listing', `/marketplace/${ENDING_SALE_ID}`, null],
      ] as const) {
        await page.goto(url(path));
        await (
          heading
            ? page.getByRole('heading', { level: 1, name: heading })
            : page.getByRole('heading', { level: 1 })
        ).waitFor();
        await page.locator('.marketplace-card').first().waitFor();
        await dismissCookieNotice(page);
        await checkInEveryTheme(page, name);
        expect(currentPath(page)).toBe(path);
      }
    });
  });
});
