// The core journeys every engine runs, written once in the vocabulary: a guest's landing and
// registration, sign-in with remember me and sign-out, every main signed-in page with its data, a
// theme switch, a form's error texts and the 503 maintenance page. Each returns nothing and
// throws on the first thing the page does not show; the runner fails it on console errors too.
import { expect } from 'vitest';
import type { EnginePage, Target } from './vocabulary';

export interface CoreJourney {
  name: string;
  /** A phone-sized viewport, for the engines that run the journey at that size too. */
  viewport?: { width: number; height: number };
  /** Errors the journey provokes on purpose (a browser logs a failed request as an error). */
  expectedErrors?: readonly RegExp[];
  /**
   * In the short set `pnpm test` runs in Firefox: page loads, sign-in and a registration through
   * the service worker, where Firefox failed before (`pnpm test:engines` runs every journey).
   */
  short?: true;
  run(page: EnginePage): Promise<void>;
}

const heading = (name: string | RegExp, level = 1): Target => ({ role: 'heading', level, name });
const button = (name: string | RegExp): Target => ({ role: 'button', name });
const link = (name: string | RegExp): Target => ({ role: 'link', name });
const banner: Target = { role: 'banner' };

/** Seeded personas sign in with `<username>-pass`. */
async function signIn(page: EnginePage, username: string, { remember = false } = {}) {
  await page.goto('/login');
  await page.fill({ label: 'Username' }, username);
  await page.fill({ label: 'Password' }, `${username}-pass`);
  if (remember) await page.click({ role: 'checkbox', name: 'Remember me' });
  await page.click(button('Login'));
  await page.waitForPath('/dashboard');
  await page.waitFor(heading(/^Welcome back/));
}

async function signOut(page: EnginePage) {
  await page.click({ role: 'button', name: 'Settings menu', within: banner });
  await page.click({ role: 'menuitem', name: 'Logout' });
  await page.waitForPath('/landing');
}

/**
 * Opens a select by its name and picks an option from the keyboard, as a keyboard user does: the
 * arrow keys move the highlight one option per press until it is on `option`, then Enter. (A
 * pointer on a long list's scroll arrows scrolls it under the click; the list's type-ahead forgets
 * the keys typed a second apart, which a busy machine's WebDriver can be: Firefox once never
 * highlighted "July" in three tries.)
 */
async function choose(page: EnginePage, name: string, option: string) {
  await page.click({ role: 'combobox', name });
  await page.waitFor({ role: 'listbox' });
  const positions = () =>
    page.evaluate((wanted) => {
      const options = [...document.querySelectorAll('[role="listbox"] [role="option"]')];
      const texts = options.map((element) => element.textContent?.trim() ?? '');
      return {
        highlighted: options.findIndex((element) => element.hasAttribute('data-highlighted')),
        wanted: texts.indexOf(wanted),
      };
    }, option);
  for (;;) {
    const { highlighted, wanted } = await positions();
    if (wanted === -1) throw new Error(`${name}: no option "${option}"`);
    if (highlighted === wanted) break;
    // Each press is waited on until the highlight moves: the next is judged from where it is.
    await page.press(highlighted === -1 || highlighted < wanted ? 'ArrowDown' : 'ArrowUp');
    await waitForValue(
      async () => (await positions()).highlighted,
      (now) => now !== highlighted,
    );
  }
  await page.press('Enter');
  await page.waitFor({ text: option, within: { role: 'combobox', name } });
}

/** The header's node balance, from its accessible name ("Node balance: 12,500 nodes"). */
async function nodeBalance(page: EnginePage): Promise<number> {
  const label = await page.evaluate(
    () =>
      document.querySelector('header [aria-label^="Node balance"]')?.getAttribute('aria-label') ??
      '',
    null,
  );
  return Number(label.replace(/\D/g, ''));
}

/**
 * Waits for /character to show the character: the 3D scene with every part of its model loaded
 * (its pre-render check), or in an engine without WebGL the 2D render and the message saying why.
 */
async function waitForCharacter(page: EnginePage): Promise<void> {
  const webgl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    return (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null;
  }, null);
  if (webgl) {
    await page.waitFor({ role: 'img', name: /character/i });
    // Every part of the model loaded (the scene's pre-render check), not an empty stage.
    await expectEventually(
      () =>
        page.evaluate(
          () => document.querySelector('.avatar-scene')?.getAttribute('data-ready') === 'true',
          null,
        ),
      true,
    );
  } else {
    await page.waitFor({
      text: 'This browser cannot show 3D (no WebGL), so this is your latest 2D render.',
    });
    await page.waitFor({ role: 'img', name: 'Your character' });
    // The 2D render itself, not only its alt text.
    await expectEventually(
      () =>
        page.evaluate(() => {
          const render = document.querySelector<HTMLImageElement>('img[alt="Your character"]');
          return Boolean(render?.complete && render.naturalWidth > 0);
        }, null),
      true,
    );
  }
}

export const CORE_JOURNEYS: CoreJourney[] = [
  {
    name: 'a guest reads the landing and registers with the live checks',
    short: true,
    async run(page) {
      await page.goto('/landing');
      await page.waitFor(heading('Imagination is endless...'));
      await page.screenshot('landing');
      // The landing's panel switches from its login form to the registration form in place.
      await page.click(button('Create an account'));
      await page.waitFor({ role: 'heading', name: 'Register' });
      await choose(page, 'Month', 'July');
      await choose(page, 'Day', '4');
      await choose(page, 'Year', '2001');
      await page.fill({ label: 'Email Address' }, 'not-an-email');
      await page.waitFor({ text: 'Email Address Invalid' });
      await page.fill({ label: 'Email Address' }, `engine_${page.engine}@example.com`);
      await page.waitForGone({ text: 'Email Address Invalid' });
      await page.fill({ label: 'Username' }, `new_${page.engine}`);
      await page.waitFor({ text: 'Neat Username!' });
      await page.fill({ label: 'Password' }, 'Correct-Horse-9');
      await page.fill({ label: 'Repeat Password' }, 'Correct-Horse-8');
      await page.waitFor({ text: "Passwords don't Match" });
      await page.fill({ label: 'Repeat Password' }, 'Correct-Horse-9');
      await page.waitFor({ text: 'Passwords Match' });
      await page.waitFor({ text: /^Password Strength:/ });
      await page.click({ role: 'checkbox', name: /I have read and accept/ });
      await page.click(button('Create Account'));
      await page.waitForPath('/dashboard');
      await page.waitFor({ role: 'link', name: `new_${page.engine}`, within: banner });
    },
  },
  {
    name: 'a member signs in with remember me, keeps the session for 30 days and signs out',
    short: true,
    async run(page) {
      await signIn(page, 'member', { remember: true });
      const tokens = (await page.cookies()).filter(({ name }) => /^endless_(at|rt)$/.test(name));
      expect(tokens.map(({ name }) => name).sort()).toEqual(['endless_at', 'endless_rt']);
      for (const { expires } of tokens) {
        expect(expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);
      }
      // A reload keeps the member signed in.
      await page.goto('/dashboard');
      await page.waitFor(heading(/^Welcome back/));
      await page.screenshot('dashboard');
      await signOut(page);
      await page.waitFor(heading('Imagination is endless...'));
      const left = (await page.cookies()).filter(({ name }) => /^endless_(at|rt)$/.test(name));
      expect(left).toEqual([]);
      await page.goto('/dashboard');
      await page.waitForPath('/login');
    },
  },
  {
    name: 'a member sees every main page with its data',
    short: true,
    async run(page) {
      await signIn(page, 'member');
      await page.waitFor({ role: 'article' });

      await page.goto('/character');
      await page.waitFor({ role: 'region', name: 'Inventory' });
      await waitForCharacter(page);
      await page.screenshot('character');

      await page.goto('/inventory');
      await page.waitFor(heading('Your Inventory'));
      await page.waitFor({ role: 'tab', name: /.+/ });

      await page.goto('/users');
      await page.waitFor(heading('Friends'));
      await page.fill({ role: 'searchbox', name: 'Search Users' }, 'backer');
      await page.click({ role: 'link', name: 'backer', within: { role: 'tabpanel' } });
      await page.waitFor(heading('backer'));

      await page.goto('/account/settings?d=0');
      await page.waitFor(heading('Account', 2));
      await page.waitFor({ role: 'textbox', name: 'About' });
    },
  },
  {
    name: 'a member searches the marketplace and buys an item',
    async run(page) {
      await signIn(page, 'member');
      const before = await nodeBalance(page);
      expect(before).toBeGreaterThan(0);
      await page.goto('/marketplace');
      await page.waitFor(heading('Marketplace'));
      await page.screenshot('marketplace');
      await page.fill({ role: 'searchbox', name: 'Search the marketplace' }, 'hat');
      await page.press('Enter');
      await page.waitFor({ role: 'list', name: 'Listings' });
      expect(await page.location()).toMatch(/[?&]search=hat/);

      // Affordable items past the ones the member owns already: the first one on sale.
      await page.goto('/marketplace?list=0&pMin=1&pMax=500&page=3');
      await page.waitFor({ role: 'link', within: { role: 'list', name: 'Listings' } });
      const hrefs = await page.evaluate(
        () =>
          [...document.querySelectorAll('[aria-label="Listings"] a[href]')].map(
            (card) => (card as HTMLAnchorElement).pathname,
          ),
        null,
      );
      let cost = 0;
      for (const href of hrefs) {
        await page.goto(href);
        await page.waitFor({ role: 'button', name: /^(Purchase|Owned|Not For Sale)$/ });
        if (!(await page.isVisible(button('Purchase')))) continue;
        const price = await page.evaluate(
          () => document.querySelector('.marketplace-detail__price')?.textContent ?? '',
          null,
        );
        cost = Number(price.replace(/\D/g, ''));
        await page.click(button('Purchase'));
        break;
      }
      expect(cost).toBeGreaterThan(0);
      await page.click({ role: 'button', name: 'Confirm', within: { role: 'alertdialog' } });
      await page.waitFor(button('Owned'));
      await expectEventually(() => nodeBalance(page), before - cost);
    },
  },
  {
    name: 'a member replies in a forum thread',
    async run(page) {
      await signIn(page, 'member');
      await page.goto('/forums/2');
      await page.click(link('Show your best Endless screenshot'));
      await page.waitFor(heading('Show your best Endless screenshot'));
      await page.click(link('New Reply'));
      await page.waitFor(heading('New Reply'));
      const text = `Seen from ${page.engine}.`;
      await page.fill({ label: 'Content' }, text);
      await page.click(button('Post Reply'));
      await page.waitFor({ text, within: { role: 'article', name: /^Reply by / } });
    },
  },
  {
    name: 'the account sync switches the theme between accounts',
    async run(page) {
      const themeOf = () =>
        page.evaluate(() => {
          const wrapper = document.querySelector('.ui-theme');
          return {
            theme: wrapper?.getAttribute('data-theme') ?? null,
            // What the page is drawn with: the shell's background in the wrapper's theme.
            background: wrapper ? getComputedStyle(wrapper).backgroundColor : null,
            accent: wrapper
              ? getComputedStyle(wrapper).getPropertyValue('--ui-color-accent')
              : null,
          };
        }, null);
      await signIn(page, 'member');
      await page.goto('/account/settings?d=0');
      await page.waitFor(heading('Account', 2));
      const member = await themeOf();
      await signOut(page);
      await signIn(page, 'staff');
      await page.goto('/account/settings?d=0');
      await page.waitFor(heading('Account', 2));
      const staff = await waitForValue(themeOf, (value) => value.theme === 'blue');
      expect(member.theme).toBe('default');
      expect(staff.accent).not.toBe(member.accent);
      expect(staff.background).not.toBe(member.background);
      await page.screenshot('settings-blue-theme');
    },
  },
  {
    name: "a form shows the spec's error texts and keeps what was typed",
    async run(page) {
      await page.goto('/login');
      await page.waitFor(heading('Login'));
      await page.click(button('Login'));
      await page.waitFor({ text: "Username Can't be Left Empty" });
      await page.waitFor({ text: "Password Can't be Left Empty" });
      await page.fill({ label: 'Username' }, 'me');
      await page.fill({ label: 'Password' }, 'short');
      await page.click(button('Login'));
      await page.waitFor({ text: 'Username is Too Short' });
      await page.waitFor({ text: 'Password is Too Short' });
      await page.fill({ label: 'Username' }, 'member');
      await page.fill({ label: 'Password' }, 'not-the-password');
      await page.click(button('Login'));
      await page.waitFor({ role: 'alert' });
      expect(await page.location()).toBe('/login');
      expect(
        await page.evaluate(
          () =>
            (document.querySelector('input[name="username"]') as HTMLInputElement | null)?.value,
          null,
        ),
      ).toBe('member');
    },
    // The wrong password is refused with a 4xx: the browser logs the failed request.
    expectedErrors: [/status of 40[01]/],
  },
  {
    name: 'a page switched off shows the 503 maintenance page',
    async run(page) {
      await signIn(page, 'member');
      await page.evaluate(async () => {
        for (let tries = 0; !window.__endlessMock && tries < 100; tries++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        window.__endlessMock!.injectFaults('maintenance', 20);
      }, null);
      await page.click({ role: 'link', name: 'MARKETPLACE', within: banner });
      await page.waitFor({ text: '503 | Page Maintenace' });
      await page.waitFor({
        text: 'This page is temporary disabled while our engineers are actively working on it.',
      });
    },
    expectedErrors: [/503|Service Unavailable/],
  },
];

/** The journeys WebKit also runs at a phone's size (390×844). */
export const PHONE_JOURNEYS: CoreJourney[] = [
  {
    name: 'on a phone: landing, sign-in, dashboard and marketplace',
    viewport: { width: 390, height: 844 },
    async run(page) {
      await page.goto('/landing');
      await page.waitFor(heading('Imagination is endless...'));
      await page.screenshot('phone-landing');
      await signIn(page, 'member');
      await page.screenshot('phone-dashboard');
      await page.goto('/marketplace');
      await page.waitFor(heading('Marketplace'));
      await page.screenshot('phone-marketplace');
      await page.goto('/character');
      await page.waitFor({ role: 'region', name: 'Inventory' });
      await waitForCharacter(page);
      await page.screenshot('phone-character');
    },
  },
];

async function waitForValue<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  let last: T | undefined;
  await expect
    .poll(async () => {
      last = await read();
      return done(last);
    })
    .toBe(true);
  return last as T;
}

async function expectEventually<T>(read: () => Promise<T>, expected: T): Promise<void> {
  await expect.poll(read).toBe(expected);
}
