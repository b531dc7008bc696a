// Prerendered pages (scripts/prerender.ts): each shows its first screen from the HTML alone, then
// the app hydrates that very markup (no mismatch, nothing replaced); controls that need the app are
// disabled until it runs.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADING_TEXT } from '../src/components/app-loading';
import { launchBrowser, logIn, withAppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * Holds the boot script (the app's only way in on a prerendered page) until released. On the
 * context: once the mock's worker controls the page, the worker fetches the script.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.context().route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const ownedByReact = (node: Node) =>
  Object.keys(node).some((key) => key.startsWith('__reactFiber'));

describe('prerendered pages', () => {
  it.each([
    ['/landing', 'Imagination is endless...'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/account/reset/password', 'Reset Link Invalid'],
    ['/contact', 'Contact Us'],
    ['/legal/terms', 'Terms of Service'],
    ['/marketplace', 'Marketplace'],
    ['/forums', 'Forums'],
  ])('%s shows its heading from the HTML, then hydrates it in place', async (path, name) => {
    await withAppPage(browser, async ({ page, url }) => {
      const release = await holdTheApp(page);
      await page.goto(url(path), { waitUntil: 'commit' });
      // The boot script is a module: DOMContentLoaded waits for it, the markup does not.
      const heading = await page.getByRole('heading', { level: 1, name }).elementHandle();
      expect(heading).not.toBeNull();
      expect(await heading!.evaluate(ownedByReact)).toBe(false);

      release();
      // Hydrated, not rendered afresh: the heading the browser painted is the one React now owns.
      await expect.poll(() => heading!.evaluate(ownedByReact)).toBe(true);
      expect(await heading!.evaluate((node) => node.isConnected)).toBe(true);
    });
  });

  it('/landing hydrates the guest markup for a signed-in visitor, then offers the dashboard', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      await page.goto(url('/landing'));
      const heading = page.getByRole('heading', { level: 1, name: 'Imagination is endless...' });
      await page.getByText('You are signed in as member.').waitFor();
      await expect.poll(() => heading.evaluate(ownedByReact)).toBe(true);
      expect(await page.getByLabel('Username').count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/landing');
      // withAppPage fails on any console error, a hydration mismatch included.
    });
  });

  it('/marketplace shows a signed-in visitor the shell, never the guest page, and nothing jumps', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      // Layout shifts the visitor did not cause (none within 500 ms of an input), from the start.
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { e2eLayoutShifts: shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as PerformanceEntry[] &
            { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const release = await holdTheApp(page);
      await page.goto(url('/marketplace'), { waitUntil: 'commit' });
      await page.getByRole('status').getByText(LOADING_TEXT).waitFor();
      expect(await page.getByRole('link', { name: 'Login' }).isVisible()).toBe(false);
      expect(await page.getByRole('heading', { name: 'Marketplace' }).isVisible()).toBe(false);

      release();
      await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
      await page
        .getByRole('complementary', { name: 'Sidebar' })
        .getByRole('link', { name: 'Marketplace' })
        .waitFor();
      await page
        .getByRole('banner')
        .getByRole('button', { name: /^Node balance/ })
        .waitFor();
      const shifts = await page.evaluate(
        () => (window as unknown as { e2eLayoutShifts: number[] }).e2eLayoutShifts,
      );
      // Before the frame, the guest page moved aside for the sidebar: 0.195.
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.01);
      expect(await page.locator('#endless-member-frame').count()).toBe(0);
    });
  });

  it('keeps the login form disabled until the app runs it, then logs in', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      const release = await holdTheApp(page);
      await page.goto(url('/landing'), { waitUntil: 'commit' });
      const username = page.getByRole('textbox', { name: 'Username' });
      await expect.poll(() => username.isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Login', exact: true }).isDisabled()).toBe(
        true,
      );

      release();
      await username.fill('member');
      await page.getByLabel('Password', { exact: true }).fill('member-pass');
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((current) => current.pathname === '/dashboard');
      await page.getByRole('heading', { level: 1, name: /^Welcome back/ }).waitFor();
    });
  });
});
