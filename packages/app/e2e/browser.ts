// One headless Chromium (Debian's headless shell) per test file, a fresh context per journey, and
// every console or page error of every page in it (popups included) recorded.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_HEADLESS_SHELL, WEBGL_ARGS } from '../../../scripts/chromium.mjs';

export function launchBrowser({ webgl = false }: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_HEADLESS_SHELL,
    args: webgl ? [...CHROMIUM_ARGS, ...WEBGL_ARGS] : CHROMIUM_ARGS,
  });
}

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far; a journey must end with none. */
  errors: string[];
  /** Absolute URL of an app path on the served demo build. */
  url: (path: string) => string;
  /** The page's recent console lines and requests, printed when a journey fails. */
  trail: string[];
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** `reduce` holds the 3D scene still, so screenshots differ only when the character does. */
  reducedMotion?: 'reduce' | 'no-preference';
}

export async function openAppPage(browser: Browser, options: PageOptions = {}): Promise<AppPage> {
  const baseURL = inject('baseURL');
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
    reducedMotion: options.reducedMotion ?? 'no-preference',
  });
  const errors: string[] = [];
  const trail: string[] = [];
  const started = Date.now();
  const note = (line: string) => {
    trail.push(`${String(Date.now() - started).padStart(6)} ms ${line}`);
    if (trail.length > TRAIL_LENGTH) trail.shift();
  };
  context.on('page', (page) => {
    page.on('console', (message) => {
      note(`console.${message.type()}: ${message.text()}`);
      if (message.type() !== 'error') return;
      const { url } = message.location();
      errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => {
      note(`pageerror: ${error.message}`);
      errors.push(`page: ${error.message}`);
    });
  });
  // Only API calls: they are what a waiting journey usually waits on.
  const isApi = (url: string) => !/\.(js|css|png|webp|svg|woff2?|glb|json)(\?|$)/.test(url);
  context.on('request', (request) => {
    if (isApi(request.url())) note(`→ ${request.method()} ${request.url()}`);
  });
  context.on('requestfinished', (request) => {
    if (!isApi(request.url())) return;
    // The context may close before the answer is read (the journey has ended): nothing to note.
    request.response().then(
      (response) => note(`← ${response?.status() ?? '?'} ${request.method()} ${request.url()}`),
      () => undefined,
    );
  });
  context.on('requestfailed', (request) => {
    if (isApi(request.url())) {
      note(`✗ ${request.method()} ${request.url()}: ${request.failure()?.errorText}`);
    }
  });
  await context.addInitScript(recordInput, INPUT_LOG);
  const page = await context.newPage();
  return { page, context, errors, trail, url: (path) => new URL(path, baseURL).href };
}

/** Where the page keeps its recent input events (see {@link recordInput}). */
const INPUT_LOG = '__e2eInputLog';

/**
 * Keeps the page's last pointer, click, focus, input and scroll events in memory (not the
 * console, so the timing of a journey does not change), with whether a handler cancelled them: a
 * failed journey prints them, for clicks and keys that seemed to go nowhere.
 */
function recordInput(key: string) {
  const log: string[] = [];
  (window as unknown as Record<string, string[]>)[key] = log;
  const start = performance.now();
  const describe = (target: EventTarget | null) => {
    if (!(target instanceof Element)) return target === window ? 'window' : String(target);
    const label = target.getAttribute('aria-label') ?? target.textContent?.trim().slice(0, 24);
    return `${target.tagName.toLowerCase()}[${target.getAttribute('role') ?? ''}] "${label}"`;
  };
  const note = (line: string) => {
    log.push(`${Math.round(performance.now() - start)} ms ${line}`);
    if (log.length > 80) log.shift();
  };
  for (const type of ['pointerdown', 'pointerup', 'click', 'focusin', 'input', 'keydown']) {
    // Bubble phase on window: after the page's own handlers have run.
    window.addEventListener(type, (event) => {
      note(`${type} ${describe(event.target)}${event.defaultPrevented ? ' (cancelled)' : ''}`);
    });
  }
  // A scroll the journey did not ask for moves a target between a press and its release.
  window.addEventListener('scroll', () => note(`scroll to ${Math.round(window.scrollY)}`), {
    passive: true,
  });
  window.addEventListener('blur', () => note('window blur'));
  window.addEventListener('resize', () => note('window resize'));
}

/**
 * `work`, or an error naming `what` after `ms`. Playwright's evaluate and close have no timeout of
 * their own: on a page that stopped answering they would wait until the test's timeout, and the
 * failure would say nothing of where it stood.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

const TRAIL_LENGTH = 120;
const FAILURES = fileURLToPath(new URL('../test-results/failures/', import.meta.url));

/**
 * What a failed journey's page showed (a screenshot, its alerts) and its last console lines and
 * API requests, so a failure seen once on a busy CI machine can be explained from its log.
 */
async function describeFailure(app: AppPage, name: string): Promise<string> {
  const lines = [`page: ${app.page.url()}`];
  try {
    await mkdir(FAILURES, { recursive: true });
    // The viewport as it is: a full-page shot resizes the window, which closes open popups.
    const shot = join(FAILURES, `${name.replace(/[^\w-]+/g, '-').slice(0, 80)}.png`);
    await app.page.screenshot({ path: shot, timeout: 5_000 });
    lines.push(`screenshot: ${shot}`);
    const state = await withDeadline(
      app.page.evaluate((key) => {
        const active = document.activeElement;
        return {
          focused: active
            ? `${active.tagName.toLowerCase()} ${active.getAttribute('aria-label') ?? active.id}`
            : null,
          listboxes: document.querySelectorAll('[role="listbox"]').length,
          dialogs: document.querySelectorAll('[role="dialog"], [role="alertdialog"]').length,
          alerts: [...document.querySelectorAll('[role="alert"]')].map(
            (alert) => alert.textContent,
          ),
          input: (window as unknown as Record<string, string[] | undefined>)[key] ?? [],
        };
      }, INPUT_LOG),
      5_000,
      'reading the page',
    );
    lines.push(
      `focused: ${state.focused}; open listboxes: ${state.listboxes}; dialogs: ${state.dialogs}`,
      `alerts: ${JSON.stringify(state.alerts)}`,
      'last input events:',
      ...state.input,
    );
  } catch (error) {
    lines.push(`(the page could not be captured: ${String(error)})`);
  }
  return [...lines, 'last console lines and API requests:', ...app.trail].join('\n  ');
}

export interface JourneyOptions extends PageOptions {
  /** Errors the journey provokes on purpose (browsers log every 4xx resource as an error). */
  expectedErrors?: readonly RegExp[];
  /**
   * The journey's name in its failure report. Concurrent journeys pass their own
   * (`task.fullTestName`): the global `expect`'s belongs to whichever journey started last.
   */
  name?: string;
}

/** Runs a journey on a fresh context (fresh mock data); it must end without an unexpected error. */
export async function withAppPage(
  browser: Browser,
  run: (app: AppPage) => Promise<void>,
  { expectedErrors = [], name: journeyName, ...pageOptions }: JourneyOptions = {},
): Promise<void> {
  const app = await openAppPage(browser, pageOptions);
  const name = journeyName ?? expect.getState().currentTestName ?? 'journey';
  try {
    await run(app);
    expect(app.errors.filter((error) => !expectedErrors.some((re) => re.test(error)))).toEqual([]);
  } catch (error) {
    console.error(`[e2e] ${name} failed\n  ${await describeFailure(app, name)}`);
    throw error;
  } finally {
    // The journey's verdict is in. A close that hangs is the browser's, not the app's: say so
    // and go on (the file's browser is closed after its last journey).
    await withDeadline(app.context.close(), 30_000, 'closing the context').catch((error: Error) => {
      console.error(`[e2e] ${name}: ${error.message}\n  ${app.trail.join('\n  ')}`);
    });
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Each persona's cookies and saved mock database right after a login, made once per test file. */
const signedInStates = new Map<string, Promise<StorageState>>();

/** Set once the saved sign-in is in a context's storage, so later pages keep what they change. */
const RESTORED_FLAG = 'endless-e2e:signed-in-restored';

/**
 * Logs in and waits until the app lands on `landing`. A journey that starts signed in (nothing
 * loaded yet) gets the persona's saved sign-in: its session cookies and the mock database that
 * holds that session, as the login form left them in a context of its own. A journey that has
 * loaded the app already (its database holds what it did), or logs in with another password, goes
 * through the login screen. A seeded persona's password is `<username>-pass`.
 */
export async function logIn(
  app: AppPage,
  username: string,
  { password, landing = '/dashboard' }: { password?: string; landing?: string } = {},
): Promise<void> {
  const { page, context, url } = app;
  if (password !== undefined || page.url() !== 'about:blank') {
    return logInWithForm(app, username, { password, landing });
  }
  let signedIn = signedInStates.get(username);
  if (!signedIn) {
    signedIn = saveSignIn(context.browser()!, username, landing);
    signedInStates.set(username, signedIn);
  }
  const { cookies, origins } = await signedIn;
  await context.addCookies(cookies);
  const appOrigin = new URL(url('/')).origin;
  const items = origins.find(({ origin }) => origin === appOrigin)?.localStorage ?? [];
  // Before the app's first script, once per context: a reload or a new tab keeps the database
  // the journey has changed since.
  await context.addInitScript(
    ({ origin, flag, saved }) => {
      if (window.location.origin !== origin || window.localStorage.getItem(flag)) return;
      for (const { name, value } of saved) window.localStorage.setItem(name, value);
      window.localStorage.setItem(flag, '1');
    },
    { origin: appOrigin, flag: RESTORED_FLAG, saved: items },
  );
  await page.goto(url(landing));
  await page.waitForURL((current) => current.pathname === landing);
}

async function saveSignIn(
  browser: Browser,
  username: string,
  landing: string,
): Promise<StorageState> {
  const app = await openAppPage(browser);
  try {
    await logInWithForm(app, username, { landing });
    // Leaving the app saves the mock's database (on pagehide), with the new session in it.
    await app.page.goto('about:blank');
    const state = await app.context.storageState();
    expect(app.errors).toEqual([]);
    return state;
  } finally {
    await app.context.close();
  }
}

/** Logs in through the login screen and waits until the app lands on `landing`. */
export async function logInWithForm(
  { page, url }: AppPage,
  username: string,
  {
    password = `${username}-pass`,
    landing = '/dashboard',
  }: { password?: string; landing?: string } = {},
): Promise<void> {
  await page.goto(url('/login'));
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL((current) => current.pathname === landing);
}

/**
 * Picks `option` in the select named `name` and waits until the select shows it: a pick that did not
 * take fails here, not at a later step that waits on its result.
 */
export async function chooseOption(
  page: Page,
  name: string | RegExp,
  option: string,
): Promise<void> {
  const select = page.getByRole('combobox', { name });
  await select.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  // Playwright's wait, not `expect.poll`: that one belongs to a test, and concurrent journeys pick.
  await select.filter({ hasText: option }).waitFor();
}

/** Path and query of the page's current URL, e.g. `/login?redirect=%2Fdashboard`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** The cookie the notice sets once clicked (src/config/env.ts `cookies.cookieNotice`). */
const COOKIE_NOTICE_COOKIE = 'endless_cookie_notice';

/**
 * Closes the cookie notice so it covers nothing in a screenshot or click. It shows on every page
 * until clicked, once the app has started and the page is idle or the visitor interacts: wait for
 * it rather than look once, unless this context has accepted it already.
 */
export async function dismissCookieNotice(page: Page): Promise<void> {
  const cookies = await page.context().cookies();
  if (cookies.some(({ name }) => name === COOKIE_NOTICE_COOKIE)) return;
  // The notice comes when the page is idle, or sooner at an interaction: press a key that changes
  // nothing until it shows (a press before the app started is not seen).
  const notice = page.getByRole('button', { name: /This site uses cookies/ });
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      return notice.isVisible();
    })
    .toBe(true);
  await notice.click();
}

/** The in-browser mock's controls (`window.__endlessMock`). */
export type MockControls = NonNullable<Window['__endlessMock']>;

/**
 * Runs `hook(controls, arg)` in every page of `target` loaded from now on, the moment the in-browser
 * mock installs its controls (`window.__endlessMock`), before the page's first API request. Hooks
 * added to a context and to its pages all run, in the order they were added (context first).
 * `hook` runs in the page: it can use only its arguments.
 */
export async function onMockStart<Arg>(
  target: BrowserContext | Page,
  hook: (controls: MockControls, arg: Arg) => void,
  arg: Arg,
): Promise<void> {
  await target.addInitScript({
    content: `(${installMockHooks})();
window.__e2eMockHooks.push((controls) => (${hook})(controls, ${JSON.stringify(arg)}));`,
  });
}

/** In the page, once: the setter of `window.__endlessMock` runs every hook added for the page. */
function installMockHooks() {
  const page = window as unknown as { __e2eMockHooks?: ((controls: MockControls) => void)[] };
  if (page.__e2eMockHooks) return;
  const hooks: ((controls: MockControls) => void)[] = [];
  page.__e2eMockHooks = hooks;
  let installed: MockControls | undefined;
  Object.defineProperty(window, '__endlessMock', {
    configurable: true,
    get: () => installed,
    set(controls: MockControls) {
      installed = controls;
      for (const hook of hooks) hook(controls);
    },
  });
}

/**
 * Stops the mock's clock, for every page this context loads from now on, at the time of this call.
 * A journey that compares node balances must not meet the first sync of a new UTC day, which
 * grants the daily nodes (a run crossing midnight saw its balance off by that grant).
 */
export function holdMockClock(context: BrowserContext): Promise<void> {
  return onMockStart(context, (controls, heldAt) => controls.time.setNow(heldAt), Date.now());
}

/** The header's node balance, read from its accessible name ("Node balance: 12,500 nodes"). */
export async function nodeBalance(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Node balance/ })
    .getAttribute('aria-label');
  return Number(label?.replace(/\D/g, ''));
}
