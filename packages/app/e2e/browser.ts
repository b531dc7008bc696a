// One chromium per test file, a fresh context per page, and every console or page error recorded.
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';

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

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface AppPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught page errors seen so far; a journey must end with none. */
  errors: string[];
  /** Absolute URL of an app path on the served demo build. */
  url: (path: string) => string;
}

export async function openAppPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number } } = {},
): Promise<AppPage> {
  const baseURL = inject('baseURL');
  const context = await browser.newContext({
    baseURL,
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    errors.push(`console: ${message.text()}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => errors.push(`page: ${error.message}`));
  return { page, context, errors, url: (path) => new URL(path, baseURL).href };
}

/** Path and query of the page's current URL, e.g. `/login?redirect=%2Fdashboard`. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}
