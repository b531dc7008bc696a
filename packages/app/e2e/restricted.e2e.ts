// Journeys on the locked screen: a suspended persona reactivates, the renamed persona submits a new
// name; axe and screenshots of /restricted (violation and username form) in the three themes.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanAccessibility } from './axe';
import { launchBrowser, openAppPage, type AppPage } from './browser';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const THEMES = ['default', 'blue', 'grey'] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
  await mkdir(SCREENSHOTS, { recursive: true });
});

afterAll(async () => {
  await browser?.close();
});

async function logInRestricted({ page, url }: AppPage, username: string) {
  await page.goto(url('/login'));
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(`${username}-pass`);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/restricted');
  await page.getByRole('heading', { level: 1 }).waitFor();
}

async function withPage(run: (app: AppPage) => Promise<void>) {
  const app = await openAppPage(browser);
  try {
    await run(app);
    expect(app.errors).toEqual([]);
  } finally {
    await app.context.close();
  }
}

describe('locked account journeys', () => {
  it('a suspended persona agrees to the terms and reactivates', { timeout: 90_000 }, async () => {
    await withPage(async (app) => {
      const { page } = app;
      await logInRestricted(app, 'suspended');
      await page.getByText('Harassing other players in chat.').waitFor();
      await page.getByRole('checkbox', { name: /agree to the Terms of Service/ }).click();
      await page.getByRole('button', { name: 'Reactivate' }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { level: 1, name: /Welcome back/ }).waitFor();
    });
  });

  it('the renamed persona submits a new username', { timeout: 90_000 }, async () => {
    await withPage(async (app) => {
      const { page } = app;
      await logInRestricted(app, 'renamed');
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
    await withPage(async (app) => {
      const { page } = app;
      await logInRestricted(app, username);
      await page.waitForLoadState('networkidle');
      for (const theme of THEMES) {
        await page
          .locator('.ui-theme')
          .first()
          .evaluate((element, value) => {
            element.setAttribute('data-theme', value);
          }, theme);
        expect(await scanAccessibility(page), theme).toEqual([]);
        await page.screenshot({ path: `${SCREENSHOTS}${name}-${theme}.png`, fullPage: true });
      }
    });
  });
});
