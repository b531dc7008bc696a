// Faults from the in-browser mock (`window.__endlessMock`): with 500s, dropped connections and
// expired tokens, every main route ends on its documented message or a recoverable page with a way
// on (a link or button) — never a blank main landmark, never an uncaught error — and what the user
// typed survives a failed submit.
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOADING_TEXT } from '../src/components/app-loading';
import {
  chooseOption,
  currentPath,
  launchBrowser,
  logIn,
  onMockStart,
  withAppPage,
  withDeadline,
  type AppPage,
  type MockControls,
} from './browser';

type FaultKind = Parameters<MockControls['injectFaults']>[0];

/** sessionStorage key the init script reads: `kind:count` faults to queue as the mock starts. */
const FAULT_KEY = 'e2e-faults';

const GUEST_ROUTES = ['/landing', '/login', '/register'];
const EXPIRED_TOKEN_ROUTES = ['/dashboard', '/marketplace/1', '/forums/2/7'] as const;

/**
 * How long a page may take to answer a read of its state. A settled page can still be busy on a
 * loaded CI machine (a fresh clone's run waited over 5 s on /forums/2/7 right after it settled);
 * a page that takes longer has stopped answering, and the failure says where.
 */
const PAGE_ANSWER_MS = 30_000;
const NO_RESPONSE = "[EX4000] Something went very wrong and we don't know what happened!";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/**
 * A page whose mock queues the faults named in sessionStorage the moment it is installed, so they
 * hit the very first API requests of a load. Uncaught errors are fatal; console errors are not
 * (browsers log every failed request, and some failures are documented as "only logged").
 */
async function withFaultPage(run: (app: AppPage) => Promise<void>, name?: string) {
  await withAppPage(
    browser,
    async (app) => {
      await onMockStart(
        app.page,
        (controls, key) => {
          const [kind, count] = (sessionStorage.getItem(key) ?? '').split(':');
          if (!kind) return;
          controls.injectFaults(kind as FaultKind, Number(count));
          Object.assign(window, { e2eFaultsQueued: controls.pendingFaults().length });
        },
        FAULT_KEY,
      );
      await run(app);
    },
    { expectedErrors: [/^console: /], name },
  );
}

/** Queues faults for every following page load (null: none). */
async function setLoadFaults(page: Page, faults: `${FaultKind}:${number}` | null) {
  await withDeadline(
    page.evaluate(
      ([key, value]) =>
        value === null ? sessionStorage.removeItem(key) : sessionStorage.setItem(key, value),
      [FAULT_KEY, faults] as const,
    ),
    PAGE_ANSWER_MS,
    `queueing ${faults ?? 'no'} faults`,
  );
}

/**
 * The page's mock controls once its mock has started. The mock starts beside the app, so a
 * prerendered page can be hydrated and typed into before they exist.
 */
async function mockControls(page: Page) {
  return page.waitForFunction(() => window.__endlessMock);
}

async function injectNow(page: Page, kind: FaultKind, count: number) {
  const controls = await mockControls(page);
  await controls.evaluate(
    (mock, [faultKind, faultCount]) => mock!.injectFaults(faultKind, faultCount),
    [kind, count] as const,
  );
}

async function clearNow(page: Page) {
  const controls = await mockControls(page);
  await controls.evaluate((mock) => mock!.clearFaults());
}

interface Settled {
  path: string;
  text: string;
  actions: number;
}

/**
 * Waits until the page has settled: the mock's worker controls it, its main landmark is no longer
 * busy (no navigation, no first load or its retries in flight) and holds visible text, no loader,
 * and a link or button. Polled in the page, so it needs no test-bound `expect` (the route journeys
 * run concurrently).
 */
async function settle(page: Page, route: string): Promise<Settled> {
  const args = { loader: LOADING_TEXT, onlyReady: true };
  try {
    const handle = await page.waitForFunction(readMain, args, { timeout: 30_000, polling: 100 });
    const settled = await handle.jsonValue();
    if (!settled) throw new Error('waitForFunction resolved without a reading');
    return { path: currentPath(page), ...settled };
  } catch (error) {
    const last = await withDeadline(
      page.evaluate(readMain, { ...args, onlyReady: false }),
      PAGE_ANSWER_MS,
      `reading ${route}`,
    ).catch((reading: Error) => reading.message);
    throw new Error(`${route} never settled: ${JSON.stringify(last)}`, { cause: error });
  }
}

/** In the page: the main landmark's text and visible actions once it is not busy. */
function readMain({
  loader,
  onlyReady,
}: {
  loader: string;
  onlyReady: boolean;
}): Omit<Settled, 'path'> | false | null {
  const mains = document.querySelectorAll<HTMLElement>('main');
  const main = mains.length === 1 ? mains[0] : undefined;
  if (!main || main.hasAttribute('aria-busy')) return onlyReady ? false : null;
  // A page the mock's worker does not control yet (its first activation was still under way on a
  // busy machine) is reloaded by MSW: what it shows now is not where it ends.
  if (onlyReady && !navigator.serviceWorker.controller) return false;
  const text = main.innerText.trim();
  const actions = [...main.querySelectorAll('a[href], button:not([disabled])')].filter((element) =>
    element.checkVisibility(),
  ).length;
  const ready = text.length > 0 && !text.includes(loader) && actions > 0;
  return ready || !onlyReady ? { text, actions } : false;
}

/**
 * The faults queued as the page's mock started, and those still pending. A prerendered page
 * settles before its own mock has started (its markup is there, and the worker that served it
 * already controls it): a loaded machine once read it first, and found no controls.
 */
async function faultsOf(page: Page, route: string) {
  try {
    const reading = await page.waitForFunction(
      () => {
        const mock = window.__endlessMock;
        const queued = (window as { e2eFaultsQueued?: number }).e2eFaultsQueued;
        return mock && { queued, pending: mock.pendingFaults().length };
      },
      null,
      { timeout: PAGE_ANSWER_MS, polling: 100 },
    );
    const faults = await reading.jsonValue();
    if (!faults) throw new Error('waitForFunction resolved without a reading');
    return faults;
  } catch (error) {
    throw new Error(`${route}'s mock did not start`, { cause: error });
  }
}

/**
 * Loads each route with the faults queued and checks where it ends up. `requests`: whether its
 * load must ask the API something (and so meet the faults).
 */
async function visitAll(
  { page, url }: AppPage,
  routes: readonly string[],
  faults: `${FaultKind}:${number}`,
  {
    requests = true,
    check = () => {},
  }: { requests?: boolean; check?: (route: string, settled: Settled) => void } = {},
) {
  await setLoadFaults(page, faults);
  const queued = Number(faults.split(':')[1]);
  for (const route of routes) {
    await page.goto(url(route));
    const settled = await settle(page, route);
    expect(settled.text.length, route).toBeGreaterThan(0);
    expect(settled.actions, route).toBeGreaterThan(0);
    // The faults were queued as the page's mock started; its load used some of them, or none.
    const faultsLeft = await faultsOf(page, route);
    expect(faultsLeft.queued, `${route} started without the faults`).toBe(queued);
    if (requests) expect(faultsLeft.pending, `${route} met no fault`).toBeLessThan(queued);
    check(route, settled);
  }
  await setLoadFaults(page, null);
}

// Concurrent: each journey spends most of its time in the queries' retry back-off, not on the CPU.
// 3× the slowest seen on a loaded machine (149 s for every signed-in route beside the story
// check, or beside two busy cores): a page that stops answering fails in time.
describe.concurrent('every main route under faults', { timeout: 450_000 }, () => {
  // The signed-in screens meet these (and timeouts, unreadable answers, offline) in jsdom:
  // src/app/routes/__tests__/faults.test.tsx. Here, the prerendered guest pages.
  for (const kind of ['server-error', 'network-error'] as const) {
    // Prerendered, they need no API to draw; the ping a second after start (spec 03 §7) may or may
    // not have met a fault by the time the page has settled.
    it(`draws the guest pages whole under ${kind}`, async ({ task }) => {
      await withFaultPage(async (app) => {
        await app.page.goto(app.url('/landing'));
        await visitAll(app, GUEST_ROUTES, `${kind}:1000`, { requests: false });
      }, task.fullTestName);
    });
  }

  // Every signed-in route meets an expired token in jsdom (faults.test.tsx); here, in the browser
  // with its real cookies, one of each kind of page: the feed, a listing and a forum thread.
  it('refreshes an expired token on a page load and keeps the member signed in', async ({
    task,
  }) => {
    await withFaultPage(async (app) => {
      await logIn(app, 'member');
      await visitAll(app, EXPIRED_TOKEN_ROUTES, 'expired-token:1', {
        check: (route, settled) => {
          expect(settled.path, route).not.toMatch(/^\/login/);
          expect(settled.text, route).not.toContain('Something went wrong');
        },
      });
    }, task.fullTestName);
  });

  for (const kind of ['server-error', 'network-error', 'expired-token'] as const) {
    it(`shows the restricted screen under ${kind}`, async ({ task }) => {
      await withFaultPage(async (app) => {
        await logIn(app, 'suspended', { landing: '/restricted' });
        await visitAll(
          app,
          ['/restricted'],
          kind === 'expired-token' ? `${kind}:1` : `${kind}:1000`,
        );
        expect(currentPath(app.page)).not.toMatch(/^\/login/);
      }, task.fullTestName);
    });
  }
});

// Concurrent too, each in a page and mock of its own: they type while the routes above wait out
// their back-off (one after the other, they held a worker 26 s longer).
describe.concurrent('what the user typed survives a failed submit', { timeout: 300_000 }, () => {
  it('keeps the login username after a network failure', async ({ task }) => {
    await withFaultPage(async ({ page, url }) => {
      await page.goto(url('/login'));
      await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
      await page.getByLabel('Username', { exact: true }).fill('member');
      await page.getByLabel('Password', { exact: true }).fill('member-pass');
      // Several, so a background request (the API ping) cannot take the only one.
      await injectNow(page, 'network-error', 5);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.getByText(NO_RESPONSE).waitFor();
      await clearNow(page);
      expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('member');
      expect(currentPath(page)).toBe('/login');
    }, task.fullTestName);
  });

  it('keeps the registration fields after a server error', async ({ expect, task }) => {
    await withFaultPage(async ({ page, url }) => {
      await page.goto(url('/register'));
      await page.getByRole('heading', { level: 1, name: 'Register' }).waitFor();
      for (const [label, option] of [
        ['Month', 'March'],
        ['Day', '14'],
        ['Year', '1990'],
      ] as const) {
        await chooseOption(page, label, option);
      }
      await page.getByLabel('Email Address', { exact: true }).fill('keeps.typing@example.com');
      await page.getByLabel('Username', { exact: true }).fill('keeps_typing');
      await page.getByText('Neat Username!').waitFor();
      await page.getByLabel('Password', { exact: true }).fill('Correct-Horse-9');
      await page.getByLabel('Repeat Password', { exact: true }).fill('Correct-Horse-9');
      await page.getByText('Passwords Match').waitFor();
      // Every live check has answered: the faults below hit the submit's calls only.
      await page.getByText('Password Strength:').waitFor();
      await page.getByRole('checkbox', { name: /I have read and accept/ }).click();
      // Every call of the submit (its re-checks and the registration itself) fails.
      await injectNow(page, 'server-error', 20);
      await page.getByRole('button', { name: 'Create Account' }).click();
      await page
        .getByText(/\[EX5000\]/)
        .first()
        .waitFor();
      // EX5000 can come from a live check still in flight before the registration has failed;
      // clearing the faults then would let the registration through (seen with one core busy).
      // The failed registration itself ends with the terms unticked (the spec resets only them).
      const terms = page.getByRole('checkbox', { name: /I have read and accept/ });
      await expect.poll(() => terms.isChecked()).toBe(false);
      await clearNow(page);

      expect(currentPath(page)).toBe('/register');
      expect(await page.getByLabel('Email Address', { exact: true }).inputValue()).toBe(
        'keeps.typing@example.com',
      );
      expect(await page.getByLabel('Username', { exact: true }).inputValue()).toBe('keeps_typing');
      expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(
        'Correct-Horse-9',
      );
      expect(await page.getByLabel('Repeat Password', { exact: true }).inputValue()).toBe(
        'Correct-Horse-9',
      );
      for (const [label, option] of [
        ['Month', 'March'],
        ['Day', '14'],
        ['Year', '1990'],
      ] as const) {
        expect(await page.getByRole('combobox', { name: label }).innerText(), label).toContain(
          option,
        );
      }
      expect(await terms.isChecked()).toBe(false);
    }, task.fullTestName);
  });

  it('keeps a status update, a forum reply and the About text after failures', async ({ task }) => {
    await withFaultPage(async (app) => {
      const { page, url } = app;
      await logIn(app, 'member');

      const status = 'Building a castle out of hats today.';
      await page.getByLabel('Update Status').fill(status);
      await injectNow(page, 'network-error', 5);
      await page.getByRole('button', { name: 'Post Status' }).click();
      await page.getByRole('main').getByRole('alert').first().waitFor();
      await clearNow(page);
      expect(await page.getByLabel('Update Status').inputValue()).toBe(status);

      const reply = 'A reply that must not be lost to a dropped connection.';
      await page.goto(url('/forums/2/7/create'));
      await page.getByRole('heading', { level: 1, name: 'New Reply' }).waitFor();
      await page.getByLabel('Content').fill(reply);
      // Several, so a background request (the account sync) cannot take the only one.
      await injectNow(page, 'network-error', 5);
      await page.getByRole('button', { name: 'Post Reply' }).click();
      await page.getByText(NO_RESPONSE).waitFor();
      await clearNow(page);
      expect(currentPath(page)).toBe('/forums/2/7/create');
      expect(await page.getByLabel('Content').inputValue()).toBe(reply);

      const about = 'About me: I trade hats and build castles.';
      const pinged = page.waitForResponse((response) => response.url().endsWith('/ping'));
      await page.goto(url('/account/settings?d=0'));
      const aboutField = page.getByLabel('About', { exact: true });
      // Let the load's own requests (its queries, the API ping a second in) finish first, then fail
      // the save: it leaves only after the autosave pause, so the faults are queued in time for it.
      await pinged;
      await page.locator('main:not([aria-busy])').getByLabel('About', { exact: true }).waitFor();
      await aboutField.fill(about);
      await injectNow(page, 'server-error', 3);
      await page
        .getByText(/\[EX5000\]/)
        .first()
        .waitFor({ timeout: 15_000 });
      await clearNow(page);
      expect(await aboutField.inputValue()).toBe(about);
      expect(await page.getByText('Updated About').count()).toBe(0);
    }, task.fullTestName);
  });
});
