// The character screen in a real browser: the 3D scene (SwiftShader WebGL), dressing the character
// with owned items, the uploaded 2D render reaching the shell; axe and screenshots in three themes.
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import { launchBrowser, logIn, withAppPage, type AppPage } from './browser';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser({ webgl: true });
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page with reduced motion: the scene then holds still (no orbit, no idle), so two canvas
 * screenshots differ only when the character does.
 */
const withStillScene = (run: (app: AppPage) => Promise<void>) =>
  withAppPage(browser, run, { viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });

/** Resolves after the page has drawn `count` more frames. */
const animationFrames = (page: Page, count: number) =>
  page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        const next = (left: number) =>
          left === 0 ? resolve() : requestAnimationFrame(() => next(left - 1));
        next(frames);
      }),
    count,
  );
const scene = (page: Page) => page.locator('.avatar-scene');
const sceneReady = (page: Page) =>
  page.locator('.avatar-scene[data-ready="true"]').waitFor({ timeout: 60_000 });

describe('character', { timeout: 240_000 }, () => {
  it('dresses the character in 3D and uploads the new 2D render', async () => {
    await withStillScene(async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      // The scene's code held back: what is below the stage must not move when it arrives.
      let releaseScene!: () => void;
      const sceneHeld = new Promise<void>((resolve) => {
        releaseScene = resolve;
      });
      await app.context.route(/\/assets\/avatar-scene-[\w-]+\.js$/, async (route) => {
        await sceneHeld;
        await route.continue();
      });
      await page.goto(url('/character'));
      await page.getByRole('heading', { level: 1, name: 'Customize Character' }).waitFor();
      await page.getByRole('status').getByText('Loading the 3D view').waitFor();
      const outfit = page.getByRole('heading', { name: 'Current Outfit' });
      const outfitTop = () => outfit.evaluate((heading) => heading.getBoundingClientRect().top);
      const topWhileLoading = await outfitTop();
      releaseScene();
      // The 3D path: WebGL is there, so no 2D fallback.
      await sceneReady(page);
      expect(await outfitTop(), 'the outfit stays under the stage').toBe(topWhileLoading);
      expect(await page.locator('.character-stage__fallback').count()).toBe(0);
      const canvas = scene(page).locator('canvas');
      const before = await canvas.screenshot();
      await animationFrames(page, 30);
      expect((await canvas.screenshot()).equals(before), 'the scene holds still').toBe(true);

      // Wear a back item and glasses (the seed outfit has neither).
      // Every upload's new render key, in order (uploads are throttled; the last one wins).
      const renderKeys: string[] = [];
      // Read before the journey ends: a body still being read when the page closes would reject.
      const uploads: Promise<void>[] = [];
      const readUpload = (response: Response) => {
        if (!response.url().endsWith('/character/renders')) return;
        if (response.request().method() !== 'POST' || response.status() !== 200) return;
        uploads.push(
          response.json().then((body: { render: string }) => void renderKeys.push(body.render)),
        );
      };
      page.on('response', readUpload);
      const inventory = page.getByRole('region', { name: 'Inventory' });
      for (const tab of ['Back', 'Glasses']) {
        await inventory.getByRole('tab', { name: tab, exact: true }).click();
        const add = inventory
          .getByRole('list', { name: `${tab} items` })
          .getByRole('button', { name: /^Add / })
          .first();
        const name = ((await add.getAttribute('aria-label')) ?? '').slice('Add '.length);
        await add.click();
        await page
          .getByRole('region', { name: 'Current Outfit' })
          .getByText(name, { exact: true })
          .waitFor();
      }
      await sceneReady(page);
      await expect
        .poll(async () => (await canvas.screenshot()).equals(before), {
          message: 'the dressed character looks different',
        })
        .toBe(false);

      // The capture is uploaded and the shell shows the newest half render.
      const latest = () => renderKeys.at(-1) ?? 'none';
      const sidebarRender = () =>
        page.locator(`img[src$="/resources/renders/half/${latest()}.png"]`).first();
      await expect
        .poll(async () => renderKeys.length > 0 && (await sidebarRender().count()) > 0, {
          timeout: 60_000,
        })
        .toBe(true);
      const renderSrc = await sidebarRender().getAttribute('src');
      expect(renderSrc).not.toBeNull();
      const image = await page.evaluate(async (src) => {
        const answer = await fetch(src);
        return { status: answer.status, type: answer.headers.get('content-type') };
      }, renderSrc ?? '');
      expect(image).toEqual({ status: 200, type: 'image/jpeg' });
      // A throttled upload can still answer after the check: stop reading before the last await.
      page.off('response', readUpload);
      await Promise.all(uploads);
    });
  });

  it('has no axe violations in every theme and is captured', async () => {
    await withStillScene(async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      await page.goto(url('/character'));
      await sceneReady(page);
      await page.getByRole('list', { name: 'Recent items' }).waitFor();
      await page.waitForLoadState('networkidle');
      await checkInEveryTheme(page, 'character');
    });
  });
});
