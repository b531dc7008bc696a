// Chromium through Playwright (Debian's chromium), a fresh context per page.
import {
  chromium,
  type Browser,
  type BrowserContext,
  type ElementHandle,
  type Page,
} from 'playwright-core';
import { CHROMIUM, CHROMIUM_ARGS, WEBGL_ARGS } from '../../../../scripts/chromium.mjs';
import { EnginePageBase } from './engine-page';
import type { Engine, Key, PageCookie, Viewport } from './vocabulary';

class ChromiumPage extends EnginePageBase {
  readonly engine = 'chromium';
  readonly #errors: string[] = [];

  constructor(
    baseUrl: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(baseUrl);
    page.on('console', (message) => {
      if (message.type() === 'error') this.#errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => this.#errors.push(`page: ${error.message}`));
  }

  protected evaluateExpression(expression: string) {
    return this.page.evaluate(expression);
  }

  protected async actOn(expression: string, action: { click: true } | { type: string }) {
    const handle = await this.page.evaluateHandle(expression);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) return false;
    await element.click({ timeout: 5_000 });
    if ('type' in action) {
      await element.evaluate((field) => {
        if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) {
          field.select();
        }
      });
      await this.page.keyboard.type(action.type);
    }
    return true;
  }

  protected async navigate(url: string) {
    await this.page.goto(url);
  }

  protected async currentUrl() {
    return this.page.url();
  }

  protected pressKey(key: Key) {
    return this.page.keyboard.press(key);
  }

  protected typeText(text: string) {
    return this.page.keyboard.type(text);
  }

  protected capture() {
    return this.page.screenshot();
  }

  async cookies(): Promise<PageCookie[]> {
    return (await this.context.cookies()).map(({ name, expires }) => ({
      name,
      expires: expires > 0 ? expires : undefined,
    }));
  }

  async errors() {
    return [...this.#errors];
  }

  close() {
    return this.context.close();
  }
}

export async function launchChromium(baseUrl: string): Promise<Engine> {
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [...CHROMIUM_ARGS, ...WEBGL_ARGS],
  });
  return {
    name: 'chromium',
    async open({ viewport }: { viewport?: Viewport } = {}) {
      const context = await browser.newContext({
        viewport: viewport ?? { width: 1280, height: 900 },
      });
      return new ChromiumPage(baseUrl, context, await context.newPage());
    },
    close: () => browser.close(),
  };
}
