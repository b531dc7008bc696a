// Journeys on the locked screen: a suspended persona reactivates, the renamed persona submits a new
// name; axe and screenshots of /restricted (violation and username form) in the three themes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import { launchBrowser, logIn, withAppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('locked account journeys', () => {
  it('a suspended persona agrees to the terms and reactivates', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'suspended', { landing: '/restricted' });
      await page.getByText('Harassing other players in chat.').waitFor();
      await page.getByRole('checkbox', { name: /agree to the Terms of Service/ }).click();
      await page.getByRole('button', { name: 'Reactivate' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    });
  });

  // Spec 01 §4, 02 §6: the landing page has no shell, but the same guard.
  it('a suspended persona is sent from / and /landing to the locked screen', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'suspended', { landing: '/restricted' });
      for (const path of ['/landing', '/']) {
        await page.goto(url(path));
        await page.waitForURL((current) => current.pathname === '/restricted');
        await page.getByRole('heading', { level: 1, name: 'Account Restricted' }).waitFor();
        expect(await page.getByRole('link', { name: 'Go to Dashboard' }).count()).toBe(0);
      }
    });
  });

  it('the renamed persona submits a new username', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'renamed', { landing: '/restricted' });
      await page.getByRole('textbox', { name: /New Username/ }).fill('lighthouse.keeper');
      await page.getByText('Username is Available').waitFor();
      await page.getByRole('button', { name: 'Submit Username' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    });
  });
});

describe.each([
  ['restricted-suspension', 'suspended'],
  ['restricted-termination', 'terminated'],
  ['restricted-username', 'renamed'],
] as const)('%s in every theme', (name, username) => {
  it('has no axe violations and is captured', { timeout: 120_000 }, async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, username, { landing: '/restricted' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkInEveryTheme(page, name);
    });
  });
});
