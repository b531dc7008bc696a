// Issue 20: no data crosses identities. Member's session ends without a logout, backer signs in in
// the same tab and goes through settings, profiles and the dashboard: nothing of member's private
// data ever appears, not for one DOM change.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logIn, withAppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** The General tab's account facts, once shown. */
async function accountFacts(page: Page) {
  const fact = (term: string) =>
    page
      .locator('dl', { has: page.locator('dt', { hasText: 'Account Created' }) })
      .locator(`xpath=./div[dt[normalize-space()="${term}"]]/dd`);
  await fact('Id').waitFor();
  return {
    id: (await fact('Id').textContent())!.trim(),
    username: (await fact('Username').textContent())!.trim(),
    email: (await fact('Email').textContent())!.trim(),
  };
}

/**
 * From now on, records in the page every DOM change that shows `account`'s settings Id or e-mail:
 * a leak that lasts a single frame is caught, not only one still on screen at the end.
 */
async function watchForLeaks(page: Page, account: { id: string; email: string }) {
  await page.evaluate(({ id, email }) => {
    const seen = new Set<string>();
    const check = () => {
      for (const term of document.querySelectorAll('dt')) {
        if (term.textContent === 'Id' && term.nextElementSibling?.textContent === id) {
          seen.add(`settings Id ${id}`);
        }
      }
      if (document.body.textContent?.includes(email)) seen.add(email);
    };
    check();
    new MutationObserver(check).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    (window as unknown as { leaks: () => string[] }).leaks = () => [...seen];
  }, account);
  return () => page.evaluate(() => (window as unknown as { leaks: () => string[] }).leaks());
}

describe('identity journeys', () => {
  it("never shows member's data to backer after member's session ended without logout", async () => {
    await withAppPage(browser, async (app) => {
      const { page, context } = app;
      await logIn(app, 'member');
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Settings' })
        .click();
      const member = await accountFacts(page);
      expect(member.username).toMatch(/^member/);

      // The session ends behind the app's back (as after a failed refresh elsewhere).
      await context.clearCookies();
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      const leaks = await watchForLeaks(page, member);

      // Backer signs in in the same tab: no reload, the app and its caches live on.
      await page.getByLabel('Username', { exact: true }).fill('backer');
      await page.getByLabel('Password', { exact: true }).fill('backer-pass');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/account/settings');
      const backer = await accountFacts(page);
      expect(backer.username).toMatch(/^backer/);
      expect(backer.id).not.toBe(member.id);

      // Backer's own profile, the users list, the dashboard and settings again.
      await page.getByRole('button', { name: 'Settings menu' }).click();
      await page.getByRole('menuitem', { name: 'Profile' }).click();
      await page.getByRole('heading', { level: 1, name: /^backer/ }).waitFor();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Users' })
        .click();
      await page.waitForURL((url) => url.pathname.startsWith('/users'));
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Home' })
        .click();
      await page.waitForURL((url) => url.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Settings' })
        .click();
      expect((await accountFacts(page)).id).toBe(backer.id);

      expect(await leaks()).toEqual([]);
    });
  });
});
