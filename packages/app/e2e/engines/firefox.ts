// Firefox ESR (Debian's firefox-esr) through WebDriver BiDi with puppeteer-core: one browser per
// run, a user context per page (its own cookies, storage and service workers, as a container tab
// has), so nothing crosses journeys. A browser per page cost 8 CPU-seconds and 5 s of startup each.
import puppeteer, { type BrowserContext, type ElementHandle, type Page } from 'puppeteer-core';
import { EnginePageBase } from './engine-page';
import type { Engine, Key, PageCookie, Viewport } from './vocabulary';

export const FIREFOX = '/usr/bin/firefox-esr';

class FirefoxPage extends EnginePageBase {
  readonly engine = 'firefox';
  readonly #errors: string[] = [];
  /** The mock's warnings (`[mock] …`): what it recovered from, printed when a journey fails. */
  readonly #mockWarnings: string[] = [];
  readonly #pending: Promise<void>[] = [];
  /** Image requests Firefox's own image loader cancelled, not yet matched by their report. */
  #abortedImages = 0;

  constructor(
    baseUrl: string,
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {
    super(baseUrl);
    page.on('console', (message) => {
      if (message.text().startsWith('[mock]')) this.#mockWarnings.push(message.text());
      if (message.type() !== 'error') return;
      // An Error argument prints as "JSHandle@error": read its stack from the page.
      const text = Promise.all(
        message
          .args()
          .map((arg) =>
            arg.evaluate((value) =>
              value instanceof Error ? (value.stack ?? String(value)) : String(value),
            ),
          ),
      ).then(
        (parts) => parts.join(' '),
        () => message.text(),
      );
      this.#pending.push(text.then((line) => void this.#errors.push(`console: ${line}`)));
    });
    // Firefox cancels and asks again for a mock host's pictures while a page mounts (each avatar of
    // the dashboard's feed twice, NS_BINDING_ABORTED; chromium asks once), and reports each
    // cancelled request the service worker held as "Failed to load ‘’. A ServiceWorker
    // intercepted the request…", its URL blanked as cross-origin. The picture then loads. Such a
    // report is dropped only when a cancelled image request came before it; anything else the
    // worker fails (a script, a request with its URL) still fails the journey.
    // (puppeteer's BiDi requests have no resource type: a picture is known by its .png path.)
    page.on('requestfailed', (request) => {
      const picture = new URL(request.url()).pathname.endsWith('.png');
      if (picture && request.failure()?.errorText === 'NS_BINDING_ABORTED')
        this.#abortedImages += 1;
    });
    page.on('pageerror', (error) => {
      const text = error instanceof Error ? error.message : String(error);
      if (text.startsWith('Failed to load ‘’. A ServiceWorker') && this.#abortedImages > 0) {
        this.#abortedImages -= 1;
        return;
      }
      this.#errors.push(`page: ${text}`);
    });
  }

  protected evaluateExpression(expression: string) {
    return this.page.evaluate(expression);
  }

  protected async actOn(expression: string, action: { click: true } | { type: string }) {
    const element = (
      await this.page.evaluateHandle(expression)
    ).asElement() as ElementHandle<Element> | null;
    if (!element) return false;
    await element.click();
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

  protected async capture() {
    return Buffer.from(await this.page.screenshot({ type: 'png' }));
  }

  async cookies(): Promise<PageCookie[]> {
    return (await this.context.cookies()).map(({ name, expires }) => ({
      name,
      expires: expires > 0 ? expires : undefined,
    }));
  }

  async errors() {
    await Promise.all(this.#pending);
    return [...this.#errors];
  }

  async mockWarnings() {
    return [...this.#mockWarnings];
  }

  close() {
    return this.context.close();
  }
}

export async function launchFirefox(baseUrl: string): Promise<Engine> {
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX,
    headless: true,
    protocol: 'webDriverBiDi',
    // Nothing outside 127.0.0.1 is reachable: no update, telemetry or safe-browsing calls.
    extraPrefsFirefox: {
      'app.update.enabled': false,
      'browser.safebrowsing.malware.enabled': false,
      'browser.safebrowsing.phishing.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'network.captive-portal-service.enabled': false,
      'network.connectivity-service.enabled': false,
    },
  });
  return {
    name: 'firefox',
    async open({ viewport = { width: 1280, height: 900 } }: { viewport?: Viewport } = {}) {
      const context = await browser.createBrowserContext();
      // A tab of our own: the one Firefox starts with never has the focus (document.hasFocus()
      // false, no focus events), so a select's options were never highlighted, whatever the keys.
      const page = await context.newPage();
      await page.setViewport(viewport);
      return new FirefoxPage(baseUrl, context, page);
    },
    close: () => browser.close(),
  };
}
