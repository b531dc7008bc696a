// Forum journeys in a real browser: create a thread, reply and comment; page through a long
// category and a long thread; lock as author; pin, scrub and delete as staff; a member never sees
// the staff actions. Axe and screenshots of every forum route in the three themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import { currentPath, launchBrowser, logIn, withAppPage, type AppPage } from './browser';

/** Seeded: General Discussion (2) has three pages of threads; its big thread three of replies. */
const GENERAL = 2;
const BIG_THREAD = 'Show your best Endless screenshot';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

const threadList = (page: Page) => page.getByRole('list', { name: /^Threads in / });
const replies = (page: Page) => page.getByRole('article', { name: /^Reply by / });

async function openCategory({ page, url }: AppPage, query = '') {
  await page.goto(url(`/forums/${GENERAL}${query}`));
  await threadList(page).waitFor();
}

async function openBigThread(app: AppPage) {
  await openCategory(app);
  await app.page.getByRole('link', { name: BIG_THREAD }).click();
  await app.page.getByRole('heading', { level: 1, name: BIG_THREAD }).waitFor();
}

async function confirm(page: Page, title: string) {
  const dialog = page.getByRole('alertdialog', { name: title });
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await dialog.waitFor({ state: 'detached' });
}

describe('forum journeys', () => {
  it('creates a thread, replies to it and comments on the reply', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await openCategory(app);
      await page.getByRole('link', { name: 'Create New' }).click();
      await page.getByRole('heading', { level: 1, name: 'New Thread' }).waitFor();
      await page.getByLabel('Title').fill('Hat trading tips');
      await page.getByLabel('Content').fill('Share what worked for you.\nAnything goes.');
      await page.getByRole('button', { name: 'Post Thread' }).click();
      await page.getByRole('heading', { level: 1, name: 'Hat trading tips' }).waitFor();
      expect(currentPath(page)).toMatch(new RegExp(`^/forums/${GENERAL}/\\d+$`));

      await page.getByRole('link', { name: 'New Reply' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'New Reply' }).waitFor();
      await page.getByLabel('Content').fill('Trade early, trade often.');
      await page.getByRole('button', { name: 'Post Reply' }).click();
      // Back to the thread's last page, where the new reply is.
      await page.waitForURL(/\/forums\/\d+\/\d+\?page=1$/);
      await replies(page).getByText('Trade early, trade often.').waitFor();

      const reply = replies(page).first();
      await reply.getByLabel('Add a comment').fill('Solid advice!');
      await reply.getByRole('button', { name: 'Comment' }).click();
      await reply.locator('.forums-comment', { hasText: 'Solid advice!' }).waitFor();
      expect(await reply.getByLabel('Add a comment').inputValue()).toBe('');
    });
  });

  it('pages through a long category and a long thread', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await openCategory(app);
      const firstPageRows = await threadList(page).getByRole('listitem').count();
      expect(await threadList(page).getByText('Pinned').count()).toBeGreaterThan(0);
      await page
        .getByRole('navigation', { name: 'Thread pages' })
        .getByRole('link', { name: 'Page 2' })
        .click();
      await page.waitForURL(`**/forums/${GENERAL}?page=2`);
      // Page 2 replaces page 1's rows once it has loaded: 20 threads, none of them pinned.
      await expect.poll(() => threadList(page).getByRole('listitem').count()).toBe(20);
      expect(await threadList(page).getByText('Pinned').count()).toBe(0);
      expect(firstPageRows).toBeGreaterThan(20);

      await openBigThread(app);
      await expect.poll(() => replies(page).count()).toBe(20);
      // The demo's mock draws the posters' avatars in a worker, off the page's main thread.
      const avatar = replies(page).first().locator('img').first();
      await expect
        .poll(() => avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBe(240);
      expect(page.workers().map((worker) => worker.url())).toContainEqual(
        expect.stringMatching(/\/assets\/draw-worker-[\w-]+\.js$/),
      );
      await page
        .getByRole('navigation', { name: 'Reply pages' })
        .getByRole('link', { name: 'Page 3' })
        .click();
      await page.waitForURL('**?page=3');
      await expect.poll(() => replies(page).count()).toBe(7);
    });
  });

  it('lets the author lock their thread', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await openBigThread(app);
      await page.getByRole('button', { name: 'Lock Thread' }).click();
      await page.getByText('Are you sure you want to lock your thread?').waitFor();
      await confirm(page, 'Lock Thread');
      await page.getByText('This thread is locked').waitFor();
      expect(await page.getByRole('link', { name: 'New Reply' }).count()).toBe(0);
      expect(await page.getByLabel('Add a comment').count()).toBe(0);
    });
  });

  it('lets staff pin, scrub and delete a thread', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'staff');
      await openCategory(app, '?page=2');
      const title = await threadList(page).getByRole('link').first().textContent();
      await threadList(page).getByRole('link').first().click();
      await page.getByRole('heading', { level: 1, name: title ?? '' }).waitFor();
      const tools = page.getByRole('group', { name: 'Staff actions for this thread' });

      await tools.getByRole('button', { name: '[A] Pin' }).click();
      await confirm(page, 'Access Confirmation: Pin Thread');
      await tools.getByRole('button', { name: '[A] Unpin' }).waitFor();

      // Spec 03 §4: scrubs blank the text; the page says what staff removed.
      await tools.getByRole('button', { name: '[A] Scrub Title' }).click();
      await page.getByText('The title will be blanked.', { exact: false }).waitFor();
      await confirm(page, 'Access Confirmation: Scrub Thread Title');
      await page.getByRole('heading', { level: 1, name: 'Title removed by staff' }).waitFor();

      await tools.getByRole('button', { name: '[A] Scrub Content' }).click();
      await page.getByText('The content will be blanked.', { exact: false }).waitFor();
      await confirm(page, 'Access Confirmation: Scrub Thread Content');
      await page
        .getByRole('article', { name: 'Thread' })
        .getByText('Content removed by staff')
        .waitFor();

      await tools.getByRole('button', { name: '[A] Delete Thread' }).click();
      await confirm(page, 'Access Confirmation: Delete Thread');
      await page.waitForURL(`**/forums/${GENERAL}`);
      await threadList(page).waitFor();
      expect(await page.getByText('Title removed by staff').count()).toBe(0);
    });
  });

  it('never shows the staff actions to a member', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await openBigThread(app);
      await replies(page).first().waitFor();
      expect(await page.getByRole('button', { name: /^\[A\]/ }).count()).toBe(0);
      expect(await page.getByRole('group', { name: /^Staff actions/ }).count()).toBe(0);
    });
  });
});

describe('forum routes in every theme', () => {
  const ROUTES: [string, (app: AppPage) => Promise<void>][] = [
    [
      'forums-categories',
      async ({ page, url }) => {
        await page.goto(url('/forums'));
        await page.getByRole('link', { name: /General Discussion/ }).waitFor();
      },
    ],
    ['forums-category', (app) => openCategory(app)],
    ['forums-thread', (app) => openBigThread(app)],
    [
      'forums-create-thread',
      async ({ page, url }) => {
        await page.goto(url(`/forums/${GENERAL}/create`));
        await page.getByRole('heading', { level: 1, name: 'New Thread' }).waitFor();
      },
    ],
    [
      'forums-create-reply',
      async (app) => {
        await openBigThread(app);
        await app.page.getByRole('link', { name: 'New Reply' }).first().click();
        await app.page.getByRole('heading', { level: 1, name: 'New Reply' }).waitFor();
      },
    ],
  ];

  // One sign-in for all: a page each cost a browser context and a cold load for nothing.
  it('pass axe and are captured', { timeout: 300_000 }, async () => {
    await withAppPage(browser, async (app) => {
      // Staff see every control: Create New, New Reply, the [A] actions and the Pin checkbox.
      await logIn(app, 'staff');
      for (const [name, open] of ROUTES) {
        await open(app);
        await checkInEveryTheme(app.page, name);
      }
    });
  });
});
