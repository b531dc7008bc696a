// The production build against the standalone mock (a real HTTP API, as the product has, not the
// demo's in-browser worker):
// - the signed-in /dashboard page shows the member's avatar from its own early script
//   (src/lib/early-script.ts) before the app's code runs, then the app renders the dashboard in its
//   place; /marketplace shows the Recently Released pictures the same way. The other journeys run
//   the demo build, whose pages have no early script.
// - the login form takes typing and a submit before its code has arrived. Here, as the demo's
//   service worker fetches the page's scripts itself, where the journey could not hold them.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLOWED_ORIGINS, startStandaloneServer } from '@endless/mock-server/standalone';
// @ts-expect-error -- a plain .mjs helper of the benchmark, typed in JSDoc.
import { serveStatic } from '../bench/serve.mjs';
import { launchBrowser } from './browser';

const appRoot = fileURLToPath(new URL('..', import.meta.url));

interface Served {
  origin: string;
  close: () => Promise<void>;
}

let browser: Browser;
let workDir: string;
let app: Served;
let api: { url: string; close: () => Promise<void> };
let tokens: { access_token: string; refresh_token: string };

beforeAll(async () => {
  workDir = mkdtempSync(join(tmpdir(), 'endless-production-'));
  const dist = join(workDir, 'dist');
  // The static server reads at request time: it can start before the build it serves.
  app = (await serveStatic(dist)) as Served;
  ALLOWED_ORIGINS.push(app.origin);
  api = await startStandaloneServer({
    port: 0,
    dataFile: join(workDir, 'mock-db.json'),
    reset: true,
  });
  execFileSync(
    join(appRoot, 'node_modules/.bin/vite'),
    ['build', '--logLevel', 'warn', '--outDir', dist],
    {
      cwd: appRoot,
      stdio: 'inherit',
      // Vitest sets NODE_ENV=test, which would make Vite build a development bundle.
      env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: api.url },
    },
  );
  const login = await fetch(`${api.url}/OAuth2/authorize`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'member', password: 'member-pass', remember: true }),
  });
  ({ tokens } = (await login.json()) as { tokens: typeof tokens });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await api?.close();
  if (app) {
    await app.close();
    ALLOWED_ORIGINS.splice(ALLOWED_ORIGINS.indexOf(app.origin), 1);
  }
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describe('the production /dashboard page', () => {
  it('shows the avatar from its own script before the app runs, then the dashboard', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      // The app's token cookies (src/config/env.ts), as the login form leaves them.
      await context.addCookies([
        { name: 'endless_at', value: tokens.access_token, url: app.origin },
        { name: 'endless_rt', value: tokens.refresh_token, url: app.origin },
        { name: 'endless_rt_remember', value: '1', url: app.origin },
      ]);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));

      // The app comes in through the boot script, which the early script loads: held here.
      let releaseApp!: () => void;
      const appHeld = new Promise<void>((resolve) => {
        releaseApp = resolve;
      });
      const avatarShown = () =>
        page
          .locator('[data-early-render]')
          .evaluate(
            (image: HTMLImageElement) => !image.hidden && image.complete && image.naturalWidth > 0,
          );
      let avatarShownWhenAppRequested: boolean | undefined;
      await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
        avatarShownWhenAppRequested = await avatarShown();
        await appHeld;
        await route.continue();
      });

      await page.goto(`${app.origin}/dashboard`);
      const earlyAvatar = page.locator('[data-early-render]');
      await expect.poll(avatarShown).toBe(true);
      expect(await earlyAvatar.getAttribute('alt')).toBe("member's character");
      // The page asks for the app only once the picture is on screen; the app has not run yet.
      await expect.poll(() => avatarShownWhenAppRequested).toBe(true);
      expect(await page.getByRole('heading', { name: /Welcome back/ }).count()).toBe(0);

      releaseApp();
      await page.getByRole('heading', { level: 1, name: 'Welcome back, member' }).waitFor();
      await page.getByRole('heading', { name: 'Online Friends' }).waitFor();
      expect(await page.getByRole('img', { name: "member's character" }).count()).toBe(1);
      expect(await earlyAvatar.count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the production /marketplace page', () => {
  /** A guest's /marketplace on a `width`×`height` screen, its app held until `releaseApp`. */
  async function openHeld(width: number, height: number) {
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const searches: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/marketplace/data/search')) searches.push(request.url());
    });
    // A prerendered page loads the app through the boot script once it has painted: held here.
    let releaseApp!: () => void;
    const appHeld = new Promise<void>((resolve) => {
      releaseApp = resolve;
    });
    await page.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
      await appHeld;
      await route.continue();
    });
    // The held boot script holds the page's load event too.
    await page.goto(`${app.origin}/marketplace`, { waitUntil: 'commit' });
    const placeholders = page.locator('[data-early-render]');
    await placeholders.first().waitFor({ state: 'attached' });
    const shownPictures = () =>
      placeholders.evaluateAll((images: HTMLImageElement[]) =>
        images
          .filter((image) => !image.hidden && image.complete && image.naturalWidth > 0)
          .map((image) => image.src),
      );
    return { context, page, errors, searches, releaseApp, placeholders, shownPictures };
  }

  it('shows the newest pictures from its own script before the app runs, then the app’s cards', async () => {
    const { context, page, errors, searches, releaseApp, placeholders, shownPictures } =
      await openHeld(1280, 900);
    try {
      await expect.poll(async () => (await shownPictures()).length).toBe(6);
      const earlyPictures = await shownPictures();
      // On the first screen: what the early script's media query promises for this screen.
      const pictureTop = await placeholders
        .first()
        .evaluate((image) => image.getBoundingClientRect().top);
      expect(pictureTop).toBeLessThan(900);
      const strip = page.getByRole('list', { name: 'Recently Released' });
      expect(await strip.count()).toBe(0);

      releaseApp();
      await strip.getByRole('link').first().waitFor();
      // The app's cards show the same pictures, from the one request the early script sent.
      const cardPictures = await strip
        .locator('img')
        .evaluateAll((images: HTMLImageElement[]) => images.map((image) => image.src));
      expect(cardPictures).toEqual(earlyPictures);
      expect(await placeholders.count()).toBe(0);
      expect(searches).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('leaves the strip to the app on a phone, where it is below the first screen', async () => {
    const { context, page, errors, searches, releaseApp, placeholders, shownPictures } =
      await openHeld(412, 823);
    try {
      await page.getByRole('heading', { level: 1, name: 'Marketplace' }).waitFor();
      const stripTop = await placeholders
        .first()
        .evaluate((image) => image.parentElement!.getBoundingClientRect().top);
      expect(stripTop).toBeGreaterThan(823);
      expect(await shownPictures()).toEqual([]);
      expect(searches).toEqual([]);

      releaseApp();
      const strip = page.getByRole('list', { name: 'Recently Released' });
      await strip.getByRole('link').first().waitFor();
      expect(searches).toHaveLength(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the production login form', () => {
  it('keeps what a visitor typed and sent before its code arrived, then logs in', async () => {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // A slow phone: the form's code (react-hook-form) arrives after the visitor is done.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let markHeld!: () => void;
      const held = new Promise<void>((resolve) => (markHeld = resolve));
      await page.route(/\/assets\/login-form-[\w-]+\.js$/, async (route) => {
        markHeld();
        await released;
        await route.continue();
      });

      await page.goto(`${app.origin}/landing`);
      await page.getByLabel('Username', { exact: true }).fill('member');
      await page.getByLabel('Password', { exact: true }).fill('member-pass');
      await page.getByRole('checkbox', { name: 'Remember me' }).click();
      await page.getByLabel('Password', { exact: true }).press('Enter');
      // Asked for at the first focus, and still on its way.
      await held;
      expect(new URL(page.url()).pathname).toBe('/landing');
      expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('member');

      release();
      await page.waitForURL((current) => current.pathname === '/dashboard');
      const refresh = (await context.cookies()).find((cookie) => cookie.name === 'endless_rt');
      // Remember me came along: a 30-day cookie, not a session one.
      expect(refresh?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
