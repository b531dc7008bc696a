// Looks at status pages in the three themes: saves screenshots for review (test-results/) and
// checks each theme really restyles the page.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, withAppPage } from './browser';
import { reviewShot } from './review-shot';

const THEMES = ['default', 'blue', 'grey'] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['not-found', '/no/such/page', '404 | Page Not Found'],
  ['placeholder', '/games', 'Games'],
])('%s page in every theme', (name, path, heading) => {
  it('restyles the primary action per theme', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      const action = page.getByRole('link', { name: 'Back to Home' });

      const accents = new Set<string>();
      for (const theme of THEMES) {
        // The account sync sets the theme in the app; here the wrapper's attribute is set directly.
        await page.locator('.ui-theme').evaluate((element, value) => {
          element.setAttribute('data-theme', value);
        }, theme);
        accents.add(await action.evaluate((element) => getComputedStyle(element).backgroundColor));
        await reviewShot(page, `${name}-${theme}`, { fullPage: true });
      }
      expect(accents.size).toBe(THEMES.length);
    });
  });
});
