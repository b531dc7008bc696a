// Hostile input in a real browser: script and HTML payloads typed through the real UI into every
// free-text field others see (about, signature, status, thread title and content, reply, comment,
// report details) are stored and shown back as plain text; the username rule refuses markup.
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseOption,
  currentPath,
  launchBrowser,
  logIn,
  withAppPage,
  type AppPage,
} from './browser';

/** Every payload at once: an event-handler image, a script, markup and a script URL. */
const PAYLOAD =
  '<img src=x onerror="window.__xss=1"> <script>window.__xss=1</script> <b>bold</b> javascript:alert(1)';
/** Thread titles allow 50 characters. */
const TITLE_PAYLOAD = '<img src=x onerror=window.__xss=1><b>bold</b>';
/** Seeded "General Discussion". */
const GENERAL = 2;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A journey (see withAppPage: a failure prints the page's state and trail) whose page dialogs
 * (alert, confirm, prompt) are recorded and dismissed: a payload that ran would open one.
 */
async function withPage(run: (app: AppPage, dialogs: string[]) => Promise<void>) {
  await withAppPage(browser, async (app) => {
    const dialogs: string[] = [];
    app.page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    await run(app, dialogs);
    expect(dialogs).toEqual([]);
  });
}

/** Nothing the payloads carry became DOM, and no handler or script of theirs ran. */
async function expectInert(page: Page, where: string) {
  const found = await page.evaluate(() => ({
    xss: (window as { __xss?: unknown }).__xss,
    images: document.querySelectorAll('img[src="x"], img[onerror]').length,
    bold: [...document.querySelectorAll('b')].filter((b) => b.textContent === 'bold').length,
    scripts: [...document.querySelectorAll('script')].filter((s) => s.text.includes('__xss'))
      .length,
    scriptLinks: document.querySelectorAll('a[href^="javascript:" i]').length,
  }));
  expect(found, where).toEqual({ xss: undefined, images: 0, bold: 0, scripts: 0, scriptLinks: 0 });
}

/** The payload is on screen, character for character, inside `scope` (the main landmark). */
async function expectLiteral(
  page: Page,
  text: string,
  where: string,
  scope: Locator = page.getByRole('main'),
) {
  await scope.getByText(text).first().waitFor({ timeout: 15_000 });
  expect(await scope.getByText(text).first().isVisible(), where).toBe(true);
  await expectInert(page, where);
}

describe('hostile input is stored and shown as plain text', { timeout: 240_000 }, () => {
  it('in about, signature, status, thread, reply, comment and report details', async () => {
    await withPage(async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');

      // Account settings → General: About and Signature autosave.
      await page.goto(url('/account/settings?d=0'));
      await page.getByLabel('About', { exact: true }).fill(PAYLOAD);
      await page.getByText('Updated About').waitFor({ timeout: 15_000 });
      await page.getByLabel('Signature', { exact: true }).fill(PAYLOAD);
      await page.getByText('Updated Signature').waitFor({ timeout: 15_000 });
      await expectInert(page, 'settings');

      // Dashboard: the status appears in the feed.
      await page.goto(url('/dashboard'));
      await page.getByLabel('Update Status').fill(PAYLOAD);
      await page.getByRole('button', { name: 'Post Status' }).click();
      // In the feed: the composer's stand-in textarea holds the typed text as its own text (React
      // writes a controlled textarea's value there), until the real form replaces it.
      const feed = page.getByRole('list', { name: 'Statuses' });
      await expectLiteral(page, PAYLOAD, 'status feed', feed);
      expect(await feed.locator('.dashboard-feed__content', { hasText: PAYLOAD }).count()).toBe(1);

      // Forums: a thread with a hostile title and content, a reply and a comment.
      await page.goto(url(`/forums/${GENERAL}/create`));
      await page.getByRole('heading', { level: 1, name: 'New Thread' }).waitFor();
      await page.getByLabel('Title').fill(TITLE_PAYLOAD);
      await page.getByLabel('Content').fill(PAYLOAD);
      await page.getByRole('button', { name: 'Post Thread' }).click();
      await page.getByRole('heading', { level: 1, name: TITLE_PAYLOAD }).waitFor();
      const threadPath = currentPath(page);
      expect(threadPath).toMatch(new RegExp(`^/forums/${GENERAL}/\\d+$`));
      await expectLiteral(page, PAYLOAD, 'thread content');

      await page.getByRole('link', { name: 'New Reply' }).first().click();
      await page.getByRole('heading', { level: 1, name: 'New Reply' }).waitFor();
      await page.getByLabel('Content').fill(`Reply: ${PAYLOAD}`);
      await page.getByRole('button', { name: 'Post Reply' }).click();
      const reply = page.getByRole('article', { name: /^Reply by / }).first();
      await reply.getByText(`Reply: ${PAYLOAD}`).waitFor();
      await reply.getByLabel('Add a comment').fill(`Comment: ${PAYLOAD}`);
      await reply.getByRole('button', { name: 'Comment' }).click();
      await reply.getByText(`Comment: ${PAYLOAD}`).waitFor();
      await expectInert(page, 'thread after reply and comment');

      // Report the thread with hostile details; the submitted state must stay inert.
      await page.getByRole('link', { name: 'Report thread' }).click();
      await page.getByRole('heading', { level: 1, name: /^Report / }).waitFor();
      await chooseOption(page, 'Report Subject', 'Other Violation');
      await page.getByLabel('Additional Details').fill(PAYLOAD);
      await page.getByRole('button', { name: 'Submit Report' }).click();
      await page.getByRole('heading', { level: 1, name: 'Thank you for your report' }).waitFor();
      await expectInert(page, 'report submitted');

      // What others see: a guest (no session; the mock's data stays in this browser) opens the
      // member's profile and the thread.
      await app.context.clearCookies();
      await page.goto(url('/user/1'));
      await page.getByRole('heading', { level: 1, name: 'member' }).waitFor();
      await expect
        .poll(() => page.getByRole('main').getByText(PAYLOAD, { exact: true }).count())
        .toBe(2); // about and signature
      await expectInert(page, 'profile as guest');

      await page.goto(url(threadPath));
      await page.getByRole('heading', { level: 1, name: TITLE_PAYLOAD }).waitFor();
      await expectLiteral(page, `Reply: ${PAYLOAD}`, 'reply as guest');
      await expectLiteral(page, `Comment: ${PAYLOAD}`, 'comment as guest');
      // The thread's content, plus the member's signature under the thread and the reply.
      expect(
        await page.getByRole('main').getByText(PAYLOAD, { exact: true }).count(),
      ).toBeGreaterThanOrEqual(1);
      await expectInert(page, 'thread as guest');
    });
  });

  it('refuses markup in a new username', async () => {
    await withPage(async ({ page, url }) => {
      await page.goto(url('/register'));
      await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
      await page.getByLabel('Username', { exact: true }).fill('<b>bold</b>');
      await page.getByText('Username Is Invalid').waitFor();
      expect(await page.getByText('Neat Username!').count()).toBe(0);
      await expectInert(page, 'register');
    });
  });
});
