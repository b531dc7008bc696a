import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanAccessibility } from './axe';
import { currentPath, launchBrowser, withAppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('routing journeys', () => {
  it('redirects / to /landing', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      await page.goto(url('/'));
      await page.waitForURL((current) => current.pathname === '/landing');
      expect(currentPath(page)).toBe('/landing');
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBeTruthy();
    });
  });

  it('shows the not-found page for an unknown path, with a way back', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      await page.goto(url('/no/such/page'));
      const heading = page.getByRole('heading', { level: 1, name: '404 | Page Not Found' });
      await heading.waitFor();
      await expect(
        page
          .getByText(
            "Check your URL again or use one of the search functions on the site to find what you're looking for.",
          )
          .isVisible(),
      ).resolves.toBe(true);
      await expect(page.title()).resolves.toBe('Page Not Found | Endless');
      expect(await scanAccessibility(page)).toEqual([]);

      await page.getByRole('link', { name: 'Back to Home' }).click();
      await page.waitForURL((current) => current.pathname === '/landing');
    });
  });

  // The scan runs the engine it injected for the first scan again: a second scan must still see.
  it('has an accessibility scan that reports what it is shown, scan after scan', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      await page.goto(url('/no/such/page'));
      await page.getByRole('heading', { level: 1, name: '404 | Page Not Found' }).waitFor();
      expect(await scanAccessibility(page)).toEqual([]);
      await page.evaluate(() => {
        const picture = document.createElement('img');
        picture.src = '/favicon.svg';
        document.body.append(picture);
      });
      const ids = (await scanAccessibility(page)).map((violation) => violation.id);
      expect(ids).toEqual(['image-alt']);
    });
  });
});
