// Journeys on public profiles and the report form: friend request accepted by another persona,
// follow and unfollow, block, report; axe and screenshots in the three themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme } from './axe';
import {
  chooseOption,
  currentPath,
  launchBrowser,
  logIn,
  withAppPage,
  type AppPage,
} from './browser';

/** Seeded ids: `member` 1, `staff` 2, `unverified` 6 (no relation with member), 45 a stranger. */
const MEMBER_ID = 1;
const STAFF_ID = 2;
const UNVERIFIED_ID = 6;
const STRANGER_ID = 45;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

async function openProfile({ page, url }: AppPage, id: number, username: string) {
  await page.goto(url(`/user/${id}`));
  await page.getByRole('heading', { level: 1, name: username }).waitFor();
}

const relation = (page: Page) => page.getByRole('group', { name: 'Relation' });
const statValue = (page: Page, label: string) =>
  page
    .locator('.profiles-stats__item', { has: page.locator('dt', { hasText: label }) })
    .locator('dd');

describe('profile journeys', () => {
  it('member sends a friend request that unverified accepts', async () => {
    await withAppPage(browser, async (app) => {
      const { page, context } = app;
      await logIn(app, 'member');
      await openProfile(app, UNVERIFIED_ID, 'unverified');
      await relation(page).getByRole('button', { name: 'Add Friend' }).click();
      await relation(page).getByRole('button', { name: 'Cancel' }).waitFor();

      // The other persona, in the same browser (the in-browser mock keeps its data).
      await context.clearCookies();
      await logIn(app, 'unverified');
      await openProfile(app, MEMBER_ID, 'member');
      const friendsBefore = Number(
        (await statValue(page, 'Friends').textContent())?.replace(/,/g, ''),
      );
      await relation(page).getByRole('button', { name: 'Accept' }).click();
      await relation(page).getByRole('button', { name: 'Unfriend' }).waitFor();
      await expect
        .poll(async () =>
          Number((await statValue(page, 'Friends').textContent())?.replace(/,/g, '')),
        )
        .toBe(friendsBefore + 1);
    });
  });

  it('member follows and unfollows a user', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await openProfile(app, STRANGER_ID, 'Miragal105');
      await expect.poll(() => statValue(page, 'Followers').textContent()).toBe('0');
      await relation(page).getByRole('button', { name: 'Follow' }).click();
      await expect.poll(() => statValue(page, 'Followers').textContent()).toBe('1');
      await relation(page).getByRole('button', { name: 'Unfollow' }).click();
      await expect.poll(() => statValue(page, 'Followers').textContent()).toBe('0');
      await relation(page).getByRole('button', { name: 'Follow' }).waitFor();
    });
  });

  it('member blocks a user: the page reloads without relation buttons', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await openProfile(app, STRANGER_ID, 'Miragal105');
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Block' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Block' }).click();
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Unblock' }).waitFor();
      await page.keyboard.press('Escape');
      expect(await relation(page).count()).toBe(0);
    });
  });

  it('member reports a user', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await openProfile(app, STRANGER_ID, 'Miragal105');
      await page.getByRole('button', { name: 'More' }).click();
      await page.getByRole('menuitem', { name: 'Report' }).click();
      await page.waitForURL(`**/report/11/${STRANGER_ID}`);
      await page.getByRole('heading', { level: 1, name: 'Report User Profile' }).waitFor();
      await page.getByRole('definition').filter({ hasText: 'Miragal105' }).waitFor();
      await page.getByRole('button', { name: 'Submit Report' }).click();
      await page.getByText('Please Select Report Subject').waitFor();
      await chooseOption(page, /Report Subject/, 'Spam/Throwaway');
      await page.getByLabel('Additional Details').fill('Throwaway account spamming requests.');
      await page.getByRole('button', { name: 'Submit Report' }).click();
      await page.getByRole('heading', { level: 1, name: 'Thank you for your report' }).waitFor();
      expect(currentPath(page)).toBe(`/report/11/${STRANGER_ID}`);
    });
  });
});

describe('profile pages in every theme', () => {
  // One sign-in for all: a page each cost a browser context and a cold load for nothing.
  it('have no axe violations and are captured', { timeout: 240_000 }, async () => {
    await withAppPage(
      browser,
      async (app) => {
        const { page, url } = app;
        await logIn(app, 'member');
        for (const [name, path, heading] of [
          ['profile', `/user/${STAFF_ID}`, 'staff'],
          ['private-profile', '/user/4', 'Private Account'],
          ['report', `/report/11/${STAFF_ID}`, 'Report User Profile'],
        ] as const) {
          await page.goto(url(path));
          await page.getByRole('heading', { level: 1, name: heading }).waitFor();
          // Let the render images settle (a missing one falls back to the silhouette).
          await page.waitForLoadState('networkidle');
          await checkInEveryTheme(page, name);
        }
      },
      // AC1011 is a 403 answer, which the browser reports as a failed resource.
      { expectedErrors: [/status of 403 .*\/main\/data\/user\?user_id=4/] },
    );
  });
});
