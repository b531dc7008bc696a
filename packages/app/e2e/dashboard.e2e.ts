// Journeys on the dashboard and inventory: post a status and see it in the feed, report a status
// from the feed; axe and screenshots of /dashboard and /inventory in the three themes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import { chooseOption, currentPath, launchBrowser, logIn, withAppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('dashboard journeys', () => {
  it('a member posts a status and sees it first in the feed', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
      await page.getByLabel('Update Status').fill('Raising the lighthouse beam tonight.');
      await page.getByRole('button', { name: 'Post Status' }).click();
      const first = page.getByRole('list', { name: 'Statuses' }).getByRole('article').first();
      await expect
        .poll(() => first.textContent())
        .toContain('Raising the lighthouse beam tonight.');
      await expect.poll(() => page.getByLabel('Update Status').inputValue()).toBe('');
    });
  });

  it('a member reports a friend status from the feed', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      const report = page
        .getByRole('list', { name: 'Statuses' })
        .getByRole('link', { name: 'Report' })
        .first();
      await report.click();
      await page.waitForURL(/\/report\/12\/\d+$/);
      await page.getByRole('heading', { level: 1, name: 'Report User Status' }).waitFor();
      expect(currentPath(page)).toMatch(/^\/report\/12\/\d+$/);
      await chooseOption(page, /Report Subject/, 'Spam/Throwaway');
      await page.getByRole('button', { name: 'Submit Report' }).click();
      await page.getByRole('heading', { name: 'Thank you for your report' }).waitFor();
    });
  });
});

describe('dashboard and inventory in every theme', () => {
  // One sign-in for both: a page each cost a browser context and a cold load for nothing.
  it('have no axe violations and are captured', { timeout: 240_000 }, async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      for (const [name, path, heading] of [
        ['dashboard', '/dashboard', /Welcome back/],
        ['inventory', '/inventory', 'Your Inventory'],
      ] as const) {
        // Each page finishes loading first: a request cut off by the navigation is logged.
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.waitForLoadState('networkidle');
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkInEveryTheme(page, name);
      }
    });
  });
});
