// Contact and legal pages as a guest: the table of contents jumps to its section; axe and
// screenshots of /contact, /legal/terms and /legal/privacy in the three themes.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import { currentPath, launchBrowser, withAppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('legal pages as a guest', () => {
  it('reads the terms, jumps through the contents and reaches the privacy policy', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      await page.goto(url('/help'));
      await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
      expect(currentPath(page)).toBe('/contact');
      await page.goto(url('/legal/terms'));
      await page.getByText('Last revised 03/21/2021').waitFor();
      await page
        .getByRole('navigation', { name: 'Contents' })
        .getByRole('link', { name: 'Payments' })
        .click();
      expect(new URL(page.url()).hash).toBe('#payments');
      await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
      await page.getByText('Last revised 03/27/2021').waitFor();
    });
  });
});

describe('legal pages in every theme', () => {
  // One page for all: a page each cost a browser context and a cold load for nothing.
  it('have no axe violations and are captured', { timeout: 240_000 }, async () => {
    await withAppPage(browser, async ({ page, url }) => {
      for (const [name, path, heading] of [
        ['contact', '/contact', 'Contact Us'],
        ['terms', '/legal/terms', 'Terms of Service'],
        ['privacy', '/legal/privacy', 'Privacy Policy'],
      ] as const) {
        await page.goto(url(path));
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkInEveryTheme(page, name);
      }
    });
  });
});
