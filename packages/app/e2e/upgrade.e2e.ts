// Upgrade journeys in a real browser against the demo build: node packs and pledges through the
// in-app checkout stand-in, a cancelled checkout, and axe in the three themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import {
  currentPath,
  dismissCookieNotice,
  holdMockClock,
  launchBrowser,
  logIn,
  nodeBalance,
  onMockStart,
  withAppPage,
} from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Upgrade → product → stand-in checkout; returns the session id from the stand-in's URL. */
async function openCheckout(page: Page, url: (path: string) => string, product: string) {
  await page.goto(url('/upgrade'));
  await page.getByRole('button', { name: product }).click();
  await page.waitForURL((current) => current.pathname.startsWith('/__mock/checkout/'));
  await page.getByRole('heading', { level: 1, name: 'Endless checkout' }).waitFor();
  return decodeURIComponent(new URL(page.url()).pathname.split('/').pop() ?? '');
}

describe('upgrade journeys', () => {
  it('a member buys a node pack and the balance rises', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await holdMockClock(app.context);
      await logIn(app, 'member');
      await dismissCookieNotice(page);
      const before = await nodeBalance(page);
      const sessionId = await openCheckout(page, url, 'Buy 1,000 Nodes');
      await page.getByRole('definition').getByText('1,000 Nodes').waitFor();
      await page.getByRole('button', { name: 'Pay $10.00' }).click();

      await page.waitForURL((current) => current.pathname === `/upgrade/success/${sessionId}`);
      await page.getByRole('heading', { level: 1, name: 'Upgrade Complete' }).waitFor();
      await expect(page.getByText('$10.00').isVisible()).resolves.toBe(true);
      await expect(page.getByText(sessionId).isVisible()).resolves.toBe(true);
      await expect.poll(() => nodeBalance(page)).toBe(before + 1000);
    });
  });

  it('a member pledges Tier I: the backer badge appears and the tier leaves the page', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await holdMockClock(app.context);
      await logIn(app, 'member');
      await dismissCookieNotice(page);
      const before = await nodeBalance(page);
      const sidebar = page.getByRole('complementary', { name: 'Sidebar' });
      await expect(sidebar.getByText('Backer', { exact: true }).count()).resolves.toBe(0);

      await openCheckout(page, url, 'Pledge The Supporter (Tier I)');
      await page.getByRole('button', { name: 'Pay $6.00' }).click();
      await page.getByRole('heading', { level: 1, name: 'Upgrade Complete' }).waitFor();
      await expect(page.getByText('The Supporter (Tier I)').isVisible()).resolves.toBe(true);
      await expect.poll(() => nodeBalance(page)).toBe(before + 2500);
      await sidebar.getByText('Backer', { exact: true }).waitFor();

      await page.goto(url('/upgrade'));
      await page.getByRole('heading', { name: 'The Subscriber (Tier II)' }).waitFor();
      await expect(
        page.getByRole('heading', { name: 'The Supporter (Tier I)' }).count(),
      ).resolves.toBe(0);
    });
  });

  it('a cancelled checkout returns to the upgrade page with "User Upgrade Failed"', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await holdMockClock(app.context);
      await logIn(app, 'member');
      await dismissCookieNotice(page);
      const before = await nodeBalance(page);
      await openCheckout(page, url, 'Buy 2,500 Nodes');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await page.waitForURL((current) => `${current.pathname}${current.search}` === '/upgrade?f=1');
      await page.getByText('User Upgrade Failed').waitFor();
      await expect(nodeBalance(page)).resolves.toBe(before);
    });
  });

  // Spec 03 §3, §9: the default prices stand while the server's load, and if they fail.
  it('shows the default pledge prices while the prices load, and a pledge can be chosen', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      // Every API answer takes a minute: the prices stay on their way through the journey.
      await onMockStart(page, (controls, ms) => controls.setLatency(ms), 60_000);
      await page.goto(url('/upgrade'));
      const pledges = page.getByRole('region', { name: 'Backer Pledges' });
      await pledges.getByRole('status').getByText('Loading prices').waitFor();
      for (const price of ['$6.00', '$12.00', '$25.00', '$50.00']) {
        await pledges.getByText(price, { exact: true }).waitFor();
      }
      const tierOne = page.getByRole('button', { name: 'Pledge The Supporter (Tier I)' });
      await expect.poll(() => tierOne.isEnabled()).toBe(true);
      await tierOne.click();
      // A visitor is sent to log in first (spec 03 §1).
      await page.waitForURL((current) => current.pathname === '/login');
    });
  });

  it('keeps the default pledge prices, not an error, when the prices fail', async () => {
    await withAppPage(
      browser,
      async (app) => {
        const { page, url } = app;
        // More failures than the prices' three tries (and the API check's one) can take.
        await onMockStart(
          page,
          (controls, count) => controls.injectFaults('server-error', count),
          6,
        );
        let failedPrices = 0;
        page.on('response', (response) => {
          if (response.url().endsWith('/stripe/pledges') && response.status() === 500) {
            failedPrices += 1;
          }
        });
        await page.goto(url('/upgrade'));
        const pledges = page.getByRole('region', { name: 'Backer Pledges' });
        await expect.poll(() => pledges.getAttribute('aria-busy'), { timeout: 30_000 }).toBeNull();
        for (const price of ['$6.00', '$12.00', '$25.00', '$50.00']) {
          await pledges.getByText(price, { exact: true }).waitFor();
        }
        expect(await page.getByText(/EX5000/).count()).toBe(0);
        // The prices did fail: each of their three tries was answered 500.
        expect(failedPrices).toBe(3);
        expect(
          await page.getByRole('button', { name: 'Pledge The Director (Tier IV)' }).isEnabled(),
        ).toBe(true);
      },
      { expectedErrors: [/^console: /] },
    );
  });

  it('upgrade, checkout stand-in and success pass axe in every theme', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      await dismissCookieNotice(page);

      await page.goto(url('/upgrade'));
      await page.getByRole('heading', { level: 2, name: 'Backer Pledges' }).waitFor();
      await checkInEveryTheme(page, 'upgrade');

      const sessionId = await openCheckout(page, url, 'Buy 5,000 Nodes');
      await checkInEveryTheme(page, 'upgrade-mock-checkout');
      await page.getByRole('button', { name: 'Pay $50.00' }).click();
      await page.getByRole('heading', { level: 1, name: 'Upgrade Complete' }).waitFor();
      expect(currentPath(page)).toBe(`/upgrade/success/${sessionId}`);
      await checkInEveryTheme(page, 'upgrade-success');
    });
  }, 120_000);
});
