// The cookie notice in a real browser (spec 01 §2): a first visit that only reads sees it, and it
// comes after the prerendered page has painted, never as the page's largest paint.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, withAppPage } from './browser';

const NOTICE = /This site uses cookies\. By continuing to use it, you agree to their use\./;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('cookie notice', () => {
  it('shows on a first visit without any interaction, after the first paint', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      // Records when the notice enters the page and every largest-contentful-paint candidate.
      await page.addInitScript(() => {
        const seen = window as unknown as { noticeAt?: number; lcp: string[] };
        seen.lcp = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            const element = (entry as PerformanceEntry & { element?: Element }).element;
            seen.lcp.push(element?.textContent ?? '');
          }
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        new MutationObserver(() => {
          if (seen.noticeAt === undefined && document.body?.textContent?.includes('uses cookies')) {
            seen.noticeAt = performance.now();
          }
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto(url('/landing'));
      await page.getByRole('heading', { level: 1, name: 'Imagination is endless...' }).waitFor();
      // No click, key, wheel or scroll: the visitor only reads.
      await page.getByRole('button', { name: NOTICE }).waitFor();

      const timing = await page.evaluate(() => {
        const seen = window as unknown as { noticeAt?: number; lcp: string[] };
        const paint = performance.getEntriesByName('first-contentful-paint')[0];
        return { noticeAt: seen.noticeAt ?? -1, firstPaint: paint?.startTime ?? -1, lcp: seen.lcp };
      });
      expect(timing.firstPaint).toBeGreaterThan(0);
      expect(timing.noticeAt).toBeGreaterThan(timing.firstPaint);
      expect(timing.lcp.length).toBeGreaterThan(0);
      expect(timing.lcp.some((text) => text.includes('uses cookies'))).toBe(false);
    });
  });
});
