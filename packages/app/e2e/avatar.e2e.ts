// The 3D avatar is what the content host serves: the body, eyes and every worn item's model and
// the three clips are fetched as GLB files, the pre-render check counts the parts that loaded, and
// the dressed character is looked at in the three themes and on a phone (SwiftShader WebGL).
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dismissCookieNotice, launchBrowser, logIn, withAppPage } from './browser';
import { reviewShot } from './review-shot';

const THEMES = ['default', 'blue', 'grey'] as const;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});

afterAll(async () => {
  await browser?.close();
});

const scene = (page: Page) => page.locator('.avatar-scene');
const sceneReady = (page: Page) =>
  page.locator('.avatar-scene[data-ready="true"]').waitFor({ timeout: 60_000 });
/** Resolves once the page has drawn two more frames (a theme change has been painted). */
const painted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Wears the first (or last) owned item of an inventory tab and waits for the outfit to list it. */
async function wear(page: Page, tab: string, which: 'first' | 'last' = 'first') {
  const inventory = page.getByRole('region', { name: 'Inventory' });
  await inventory.getByRole('tab', { name: tab, exact: true }).click();
  const adds = inventory
    .getByRole('list', { name: `${tab} items` })
    .getByRole('button', { name: /^Add / });
  const add = which === 'first' ? adds.first() : adds.last();
  const name = ((await add.getAttribute('aria-label')) ?? '').slice('Add '.length);
  await add.click();
  await page
    .getByRole('region', { name: 'Current Outfit' })
    .getByText(name, { exact: true })
    .waitFor();
}

describe('avatar', { timeout: 180_000 }, () => {
  it('is built from the content host models and clips, dressed, in every theme and on a phone', async () => {
    await withAppPage(
      browser,
      async (app) => {
        const { page, url } = app;
        const assets = new Set<string>();
        page.on('request', (request) => {
          const match = /\/resources\/((?:models|animations)\/[^/]+)\.glb$/.exec(request.url());
          if (match?.[1]) assets.add(match[1]);
        });
        await logIn(app, 'member');
        await page.goto(url('/character'));
        await sceneReady(page);
        // All 16 parts loaded from the host, none shows a stand-in.
        expect(await scene(page).getAttribute('data-loaded-parts')).toBe('16');
        expect(await scene(page).getAttribute('data-failed-parts')).toBe('0');
        const models = () => [...assets].filter((asset) => asset.startsWith('models/item-'));
        expect([...assets]).toEqual(
          expect.arrayContaining([
            'models/body_01',
            'models/eyes_01',
            'animations/idle_01',
            'animations/wave_01',
            'animations/turn_01',
          ]),
        );
        const worn = models().length;
        expect(worn).toBeGreaterThan(0);
        // The demo's mock builds them in a worker, off the page's main thread.
        expect(page.workers().map((worker) => worker.url())).toContainEqual(
          expect.stringMatching(/\/assets\/model-worker-[\w-]+\.js$/),
        );

        // The seed outfit has a hat and shoes: add hair and glasses, each its own model.
        // The last hair stands out from the seeded skin colour.
        await wear(page, 'Hair', 'last');
        await wear(page, 'Glasses');
        await sceneReady(page);
        await expect.poll(models).toHaveLength(worn + 2);
        expect(await scene(page).getAttribute('data-loaded-parts')).toBe('16');

        const stage = page.locator('.character-stage');
        await dismissCookieNotice(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        for (const theme of THEMES) {
          // The account sync sets the theme in the app; here the wrapper's attribute is set directly.
          await page.locator('.ui-theme').evaluate((element, value) => {
            element.setAttribute('data-theme', value);
          }, theme);
          await painted(page);
          await reviewShot(stage, `avatar-${theme}`);
        }

        await page.setViewportSize({ width: 390, height: 844 });
        await stage.scrollIntoViewIfNeeded();
        await sceneReady(page);
        await painted(page);
        await reviewShot(page, 'avatar-phone');

        // Without the hat, the hair it covered shows.
        await page.setViewportSize({ width: 1280, height: 900 });
        const outfit = page.getByRole('region', { name: 'Current Outfit' });
        const hat = outfit.getByRole('button', { name: /^Remove .*Hats\b/ }).first();
        await hat.click();
        await hat.waitFor({ state: 'detached' });
        await sceneReady(page);
        await page.evaluate(() => window.scrollTo(0, 0));
        await painted(page);
        await reviewShot(stage, 'avatar-hair');
      },
      { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' },
    );
  });
});
