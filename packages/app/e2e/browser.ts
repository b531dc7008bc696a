// One chromium per test file, a fresh context per journey, and every console or page error of every
// page in it (popups included) recorded.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';

const CHROMIUM_ARGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** Software WebGL, so the three.js scene renders without a GPU. */
const WEBGL_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

export function launchBrowser({ webgl = false }: { webgl?: boolean } = {}): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
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
  context.on('page', (page) => {
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url } = message.location();
      errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
    });
    page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  });
  const page = await context.newPage();
  return { page, context, errors, url: (path) => new URL(path, baseURL).href };
}

export interface JourneyOptions extends PageOptions {
  /** Errors the journey provokes on purpose (browsers log every 4xx resource as an error). */
  expectedErrors?: readonly RegExp[];
}

/** Runs a journey on a fresh context (fresh mock data); it must end without an unexpected error. */
export async function withAppPage(
  browser: Browser,
  run: (app: AppPage) => Promise<void>,
  { expectedErrors = [], ...pageOptions }: JourneyOptions = {},
): Promise<void> {
  const app = await openAppPage(browser, pageOptions);
  try {
    await run(app);
    expect(app.errors.filter((error) => !expectedErrors.some((re) => re.test(error)))).toEqual([]);
  } finally {
    await app.context.close();
  }
}

/**
 * Logs in through the login screen (a seeded persona's password is `<username>-pass`) and waits
 * until the app lands on `landing`.
 */
export async function logIn(
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

/** Path and query of the page's current URL, e.g. `/login?redirect=%2Fdashboard`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/** Closes the cookie notice (shown until accepted) so it covers nothing in a screenshot or click. */
export async function dismissCookieNotice(page: Page): Promise<void> {
  const notice = page.getByRole('button', { name: /This site uses cookies/ });
  if (await notice.isVisible()) await notice.click();
}

/** The header's node balance, read from its accessible name ("Node balance: 12,500 nodes"). */
export async function nodeBalance(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('button', { name: /^Node balance/ })
    .getAttribute('aria-label');
  return Number(label?.replace(/\D/g, ''));
}
