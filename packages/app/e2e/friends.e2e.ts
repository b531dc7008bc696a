// The friends screen: finding a user by search; axe and screenshots in the three themes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme, scanAccessibility } from './axe';
import { currentPath, launchBrowser, logIn, withAppPage } from './browser';
import { reviewShot } from './review-shot';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('friends and search', { timeout: 120_000 }, () => {
  it('finds a user by search and opens their profile', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      await page.goto(url('/friends'));
      await page.waitForURL('**/users');
      await page.getByRole('heading', { level: 1, name: 'Friends' }).waitFor();
      await page.getByRole('tab', { name: /^Pending Friends/ }).waitFor();
      await page.getByRole('searchbox', { name: 'Search Users' }).fill('backer');
      const panel = page.getByRole('tabpanel');
      await panel.getByRole('link', { name: 'backer', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'backer' }).waitFor();
      expect(currentPath(page)).toBe('/user/5');
    });
  });

  it('has no axe violations in every theme and is captured', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      await page.goto(url('/users'));
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      await page.waitForLoadState('networkidle');
      await checkInEveryTheme(page, 'users');
      // The search view too.
      await page.getByRole('searchbox', { name: 'Search Users' }).fill('pix');
      await page.getByRole('tabpanel').getByRole('listitem').first().waitFor();
      expect(await scanAccessibility(page)).toEqual([]);
      await reviewShot(page, 'users-search-grey', { fullPage: true });
    });
  });
});
