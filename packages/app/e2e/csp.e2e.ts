// The production Content-Security-Policy (scripts/csp.ts) applied to the demo build: every page
// must load and run without a single violation. The demo carries no policy of its own, so the test
// adds the production <meta> to each document it serves, with the demo's API and content origins.
import type { Browser, Page } from 'playwright-core';
import { loadEnv } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, resolveCspOrigins } from '../scripts/csp.ts';
import { launchBrowser, withAppPage } from './browser';

const appRoot = new URL('..', import.meta.url).pathname;
const policy = contentSecurityPolicy(resolveCspOrigins(loadEnv('demo', appRoot, 'VITE_')));
const policyMeta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll("'", '&#39;')}">`;

/** The demo's recovery of a stalled mock worker (scripts/stalled-activation-recovery.ts): the
 * production build has none. */
const DEMO_ONLY_SCRIPT = /<script>\(function recoverStalledActivation[\s\S]*?<\/script>/;

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

/** Records every `securitypolicyviolation` event from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__cspViolations', { value: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
}

describe('content security policy', () => {
  it.each([
    ['/landing', 'heading'],
    ['/login', 'heading'],
    ['/marketplace', 'heading'],
    ['/forums', 'heading'],
  ])('%s runs under the production policy without a violation', async (path) => {
    await withAppPage(browser, async ({ page, context, url }) => {
      await context.route('**/*', async (route) => {
        if (route.request().resourceType() !== 'document') return route.fallback();
        const response = await route.fetch();
        const html = (await response.text())
          .replace(DEMO_ONLY_SCRIPT, '')
          .replace('<head>', `<head>\n    ${policyMeta}`);
        await route.fulfill({ response, body: html });
      });
      const violations = await recordViolations(page);
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await expect(
        page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content'),
      ).resolves.toBe(policy);
      expect(await violations()).toEqual([]);
    });
  });
});
