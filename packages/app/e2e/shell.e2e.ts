// The shell in a real browser: a member signs in through the login form, sees the header and
// sidebar, and logs out; a restricted account lands on /restricted with only Logout; the signed-in
// shell passes axe in the three themes (screenshots saved for review in test-results/).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import { currentPath, dismissCookieNotice, launchBrowser, logIn, withAppPage } from './browser';
import { reviewShot } from './review-shot';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('shell journeys', () => {
  it('a member sees the header and sidebar, then logs out', async () => {
    await withAppPage(browser, async (app) => {
      const { page, context } = app;
      await logIn(app, 'member');
      const header = page.getByRole('banner');
      await header.getByRole('link', { name: 'member', exact: true }).waitFor();
      await expect(header.getByRole('link', { name: 'HOME' }).isVisible()).resolves.toBe(true);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(
        sidebar.getByRole('link', { name: 'Upgrade Account' }).isVisible(),
      ).resolves.toBe(true);
      await expect(
        sidebar.getByRole('link', { name: /^Users\W+\d+ friend request/ }).count(),
      ).resolves.toBe(1);

      // The menu's code loads at this first press, so the menu opens when it arrives.
      await header.getByRole('button', { name: /^Node balance/ }).click();
      await page.getByRole('menuitem', { name: 'Daily Nodes 8' }).waitFor();
      await page.keyboard.press('Escape');

      await header.getByRole('button', { name: 'Settings menu' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.waitForURL((current) => current.pathname === '/landing');
      const tokens = (await context.cookies()).filter((c) => /^endless_(at|rt)$/.test(c.name));
      expect(tokens).toEqual([]);
    });
  });

  it('a restricted account lands on /restricted with only Logout', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'suspended', { landing: '/restricted' });
      const header = page.getByRole('banner');
      await header.getByRole('button', { name: 'Logout' }).waitFor();
      await expect(header.getByRole('link').count()).resolves.toBe(0);
      await expect(header.getByRole('button').count()).resolves.toBe(1);
      await expect(page.getByRole('complementary').count()).resolves.toBe(0);

      // Terms stay reachable; anything else comes back to /restricted.
      await page.goto(app.url('/legal/terms'));
      await header.getByRole('button', { name: 'Logout' }).waitFor();
      expect(currentPath(page)).toBe('/legal/terms');
      await page.goto(app.url('/marketplace'));
      await page.waitForURL((current) => current.pathname === '/restricted');

      await header.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((current) => current.pathname === '/landing');
    });
  });
});

describe.each([
  ['desktop', { width: 1280, height: 800 }],
  // A small Android phone: the narrowest screen the header must fit.
  ['phone', { width: 360, height: 800 }],
])('signed-in shell on %s in every theme', (name, viewport) => {
  it('passes axe and is captured for review', async () => {
    await withAppPage(
      browser,
      async (app) => {
        const { page } = app;
        await logIn(app, 'unverified');
        await page.getByRole('region', { name: 'This Account is not verified...' }).waitFor();
        await dismissCookieNotice(page);
        // The whole header fits: nothing makes the page wider than the screen (it once scrolled
        // sideways on a phone, the settings button cut off).
        await page.getByRole('banner').getByRole('button', { name: 'Settings menu' }).waitFor();
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(
          viewport.width,
        );
        await checkInEveryTheme(page, `shell-${name}`);
        if (name === 'desktop') {
          await page
            .getByRole('banner')
            .getByRole('button', { name: /^Node balance/ })
            .click();
          await page.getByRole('menu').waitFor();
          await reviewShot(page, `shell-${name}-node-menu`);
        }
      },
      { viewport },
    );
  });
});
