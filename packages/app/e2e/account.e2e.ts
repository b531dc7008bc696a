// Journeys of the account area: About on the profile, a privacy level seen by another persona,
// e-mail and password change then login, password reset, verification, chat-service connection
// through the mock's authorize stand-in; axe and screenshots of every screen in the three themes.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkInEveryTheme, scanAccessibility } from './axe';
import {
  chooseOption,
  currentPath,
  launchBrowser,
  logIn,
  withAppPage,
  type AppPage,
} from './browser';
import { reviewShot } from './review-shot';

const MEMBER_ID = 1;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Ends the session but keeps the in-browser mock's data (saved in localStorage). */
async function signOut({ context }: AppPage) {
  await context.clearCookies();
}

/** The mock's one-time values (`window.__endlessMock.codes`), the same links its outbox lists. */
async function mockCodes(page: Page) {
  await page.waitForFunction(() => window.__endlessMock !== undefined);
  return page.evaluate(() => window.__endlessMock!.codes);
}

async function openSettingsTab({ page, url }: AppPage, tab: number, heading: string) {
  await page.goto(url(`/account/settings?d=${tab}`));
  await page.getByRole('heading', { level: 2, name: heading }).waitFor();
}

describe('account journeys', () => {
  it('changes About and sees it on the profile', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');
      await openSettingsTab(app, 0, 'Account');
      const about = page.getByRole('textbox', { name: 'About' });
      await about.fill('Builder of floating islands and sky bridges.');
      await page.getByText('Updated About').waitFor();
      await page.goto(url(`/user/${MEMBER_ID}`));
      await page.getByText('Builder of floating islands and sky bridges.').waitFor();
    });
  });

  it('makes the profile private and another persona sees it so', async () => {
    await withAppPage(
      browser,
      async (app) => {
        const { page, url } = app;
        await logIn(app, 'member');
        await openSettingsTab(app, 2, 'Privacy');
        const saved = page.waitForResponse((response) =>
          response.url().endsWith('/account/privacy'),
        );
        await chooseOption(page, 'Who can view your profile', 'No One');
        expect((await saved).status()).toBe(200);

        await signOut(app);
        await logIn(app, 'backer');
        await page.goto(url(`/user/${MEMBER_ID}`));
        await page.getByText('Private Account').waitFor();
        await page.getByText('User has made their account private.').waitFor();
      },
      { expectedErrors: [/status of 403/] },
    );
  });

  it('changes e-mail and password, then logs in with the new password', async () => {
    await withAppPage(browser, async (app) => {
      const { page } = app;
      await logIn(app, 'member');
      await openSettingsTab(app, 3, 'Update Email');

      await page.getByLabel('Current Email').fill('member@example.com');
      await page.getByRole('button', { name: 'Confirm Email' }).click();
      await page.getByLabel('New Email', { exact: true }).fill('member.moved@example.com');
      await page.getByLabel('Repeat New Email').fill('member.moved@example.com');
      await page.getByRole('button', { name: 'Update Email' }).click();
      await page.getByText(/verify it to start using it/).waitFor();
      await page.getByRole('button', { name: 'Resend verification email' }).waitFor();

      await page.getByLabel('Current Password').fill('member-pass');
      await page.getByRole('button', { name: 'Confirm Password' }).click();
      await page.getByLabel('New Password', { exact: true }).fill('Moved-house-2024');
      await page.getByText('Strong Password').waitFor();
      await page.getByLabel('Repeat New Password').fill('Moved-house-2024');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByText('Password Successfully Updated!').waitFor();

      await signOut(app);
      await logIn(app, 'member', { password: 'Moved-house-2024' });
      expect(currentPath(page)).toBe('/dashboard');
    });
  });

  it('resets a password from the e-mailed link, then logs in with it', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await page.goto(url('/contact'));
      const { reset } = await mockCodes(page);
      await page.goto(url(`/account/reset/password/${MEMBER_ID}/${reset}`));
      await page.getByRole('heading', { name: 'Reset Your Password' }).waitFor();
      await page.getByLabel('New Password', { exact: true }).fill('Reset-and-ready-9');
      await page.getByText('Strong').waitFor();
      await page.getByLabel('Repeat Password').fill('Reset-and-ready-9');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.waitForURL('**/login');
      await logIn(app, 'member', { password: 'Reset-and-ready-9' });
    });
  });

  it('verifies the unverified persona from the e-mailed link', async () => {
    await withAppPage(browser, async (app) => {
      const { page, url } = app;
      await logIn(app, 'unverified');
      const { verification } = await mockCodes(page);
      await page.goto(url(`/account/verify/${verification}`));
      await page.waitForURL('**/dashboard');
      await page.goto(url('/account/verify'));
      await page.getByRole('heading', { level: 1, name: 'Account Verified' }).waitFor();
    });
  });

  it('connects the chat service through the authorize stand-in', async () => {
    await withAppPage(browser, async (app) => {
      const { page, context } = app;
      await logIn(app, 'member');
      await openSettingsTab(app, 1, 'Connections');
      const popup = context.waitForEvent('page');
      await page.getByRole('button', { name: 'Connect' }).click();
      const authorize = await popup;
      await authorize.getByRole('heading', { name: 'Authorize access to your account' }).waitFor();
      await authorize.getByRole('button', { name: 'Authorize' }).click();
      await authorize.getByRole('heading', { level: 1, name: 'Success' }).waitFor();
      await authorize.getByText('You can close this page.').waitFor();

      // Each window runs its own copy of the in-browser mock, so the connection is checked in the
      // window that made it (the opener's copy does not see it until the mock syncs tabs).
      await authorize.getByRole('link', { name: 'Back to Connections' }).click();
      await authorize.getByRole('button', { name: 'Manage' }).click();
      await authorize.getByRole('dialog', { name: 'Manage Discord Connection' }).waitFor();
      await authorize.getByRole('button', { name: 'Refresh' }).click();
      await authorize.getByText('Discord Connection Refreshed').waitFor();
      await authorize.close();
    });
  });
});

/** Screens of the account area: path, a heading that says it is ready, a screenshot name. */
const SCREENS = [
  ['/account/settings?d=0', 'Account', 'settings-general'],
  ['/account/settings?d=1', 'Connections', 'settings-connections'],
  ['/account/settings?d=2', 'Privacy', 'settings-privacy'],
  ['/account/settings?d=3', 'Update Email', 'settings-security'],
  ['/account/settings?d=4', 'Billing', 'settings-billing'],
  ['/account/verify', 'Verify Your Account', 'verify'],
  ['/account/connections/discord/callback?code=not-a-code', 'Failed', 'discord-callback'],
] as const;

describe('account screens in every theme (axe and screenshots)', () => {
  // One sign-in for all of them: a page of their own each cost a browser context and a cold load
  // (seconds of CPU) for nothing the screens need. A failure names its screen and theme.
  it('the signed-in account screens', { timeout: 240_000 }, async () => {
    await withAppPage(
      browser,
      async (app) => {
        const { page, url } = app;
        await logIn(app, 'unverified');
        for (const [path, heading, name] of SCREENS) {
          await page.goto(url(path));
          await page.getByRole('heading', { name: heading, exact: true }).waitFor();
          await checkInEveryTheme(page, `account-${name}`);
        }
      },
      { expectedErrors: [/status of 400/] },
    );
  });

  it('the password reset form and its invalid link', { timeout: 240_000 }, async () => {
    await withAppPage(
      browser,
      async ({ page, url }) => {
        for (const [path, heading, name] of [
          ['/account/reset/password/1/reset-member-0001', 'Reset Your Password', 'reset-form'],
          ['/account/reset/password/1/expired', 'Reset Link Invalid', 'reset-error'],
        ] as const) {
          await page.goto(url(path));
          await page.getByRole('heading', { name: heading }).waitFor();
          await checkInEveryTheme(page, `account-${name}`);
        }
      },
      { expectedErrors: [/status of 400/] },
    );
  });

  it('/__mock/discord/authorize (stand-in)', async () => {
    await withAppPage(browser, async ({ page, url }) => {
      await page.goto(url('/__mock/discord/authorize'));
      await page.getByRole('heading', { name: 'Authorize access to your account' }).waitFor();
      expect(await scanAccessibility(page)).toEqual([]);
      await reviewShot(page, 'account-discord-authorize', { fullPage: true });
    });
  });
});
