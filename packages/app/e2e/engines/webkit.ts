// WebKitGTK (Debian's webkit2gtk-driver): WebKitWebDriver drives its MiniBrowser under Xvfb
// through classic W3C WebDriver over HTTP, a new session (a new browser, ephemeral storage) per
// page. Classic WebDriver cannot read the console, so the pages are served through a proxy that
// puts a small recorder first in every HTML document: console errors, uncaught errors, rejected
// promises and failed script, style and image loads, kept in the tab's sessionStorage.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EnginePageBase } from './engine-page';
import { waitUntil, type Engine, type Key, type PageCookie, type Viewport } from './vocabulary';

export const WEBKIT_DRIVER = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

const ERRORS_KEY = '__e2eErrors';
const ELEMENT = 'element-6066-11e4-a52e-4f735466cecf';
const KEYS: Record<Key, string> = {
  Enter: '\uE007',
  Escape: '\uE00C',
  Tab: '\uE004',
  Shift: '\uE008',
  ArrowUp: '\uE013',
  ArrowDown: '\uE015',
};

/** Runs first in every document (the demo build has no Content-Security-Policy to allow it). */
function recordErrors(key: string) {
  // A page being left is no longer the user's: WebKit fails every load it still had in flight
  // (the mock's worker recovery reloads a page whose scripts were waiting).
  let leaving = false;
  window.addEventListener('beforeunload', () => {
    leaving = true;
  });
  const push = (line: string) => {
    if (leaving) return;
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
      list.push(line);
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // Storage unavailable: nothing to record into.
    }
  };
  const consoleError = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    push(`console: ${args.map(String).join(' ')}`);
    consoleError(...args);
  };
  window.addEventListener(
    'error',
    (event) => {
      const source = event.target as { src?: string; href?: string } | null;
      if (event instanceof ErrorEvent) push(`page: ${event.message}`);
      else push(`load failed: ${source?.src ?? source?.href ?? 'unknown'}`);
    },
    true,
  );
  window.addEventListener('unhandledrejection', (event) => {
    const reason = event.reason as { message?: string } | undefined;
    push(`page: unhandled rejection ${reason?.message ?? String(event.reason)}`);
  });
}

const RECORDER = `<script>(${recordErrors})(${JSON.stringify(ERRORS_KEY)})</script>`;

/** Forwards to `target`, putting the recorder first in the head of every HTML answer. */
async function startRecordingProxy(target: string): Promise<{ url: string; server: Server }> {
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    const headers = { ...incoming.headers, host: upstream.host };
    delete headers['accept-encoding'];
    const forward = request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: incoming.url,
        method: incoming.method,
        headers,
      },
      (answer) => {
        const isHtml = (answer.headers['content-type'] ?? '').includes('text/html');
        if (!isHtml) {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          const html = Buffer.concat(chunks)
            .toString('utf8')
            .replace('<head>', `<head>${RECORDER}`);
          const responseHeaders = { ...answer.headers };
          delete responseHeaders['content-length'];
          delete responseHeaders.etag;
          outgoing.writeHead(answer.statusCode ?? 200, responseHeaders);
          outgoing.end(html);
        });
      },
    );
    forward.on('error', (error) => outgoing.destroy(error));
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** An X display of our own: the first free number from 90 up. */
async function startXvfb(): Promise<{ display: string; process: ChildProcess }> {
  let number = 90;
  while (existsSync(`/tmp/.X11-unix/X${number}`) || existsSync(`/tmp/.X${number}-lock`)) number++;
  const xvfb = spawn('Xvfb', [`:${number}`, '-screen', '0', '1600x1200x24', '-nolisten', 'tcp'], {
    stdio: 'ignore',
  });
  await waitUntil(
    async () => (existsSync(`/tmp/.X11-unix/X${number}`) ? true : undefined),
    `Xvfb on :${number}`,
  );
  return { display: `:${number}`, process: xvfb };
}

/**
 * A GTK configuration for MiniBrowser whose toolbar (its buttons' padding and the address entry's
 * minimum width) may shrink: as drawn by default it holds the window at 447 px or wider, and the
 * phone journey needs a 390 px viewport. The page itself is drawn by WebKit, not GTK.
 */
function narrowableChrome(): string {
  const home = mkdtempSync(join(tmpdir(), 'endless-webkit-gtk-'));
  mkdirSync(join(home, 'gtk-3.0'));
  writeFileSync(join(home, 'gtk-3.0/gtk.css'), '* { min-width: 0; padding: 0; margin: 0; }\n');
  return home;
}

type WebDriverAnswer = { value: unknown };

class WebDriverError extends Error {}

/**
 * Beyond the session's own limits (`SESSION_TIMEOUTS`): a driver that never answers (a page a
 * stalled worker froze held one journey for its whole 150 s, with no report) fails the command.
 */
const COMMAND_TIMEOUT_MS = 60_000;

/** A navigation or script that does not finish fails in the driver, and the journey reports it. */
const SESSION_TIMEOUTS = { pageLoad: 45_000, script: 30_000 };

async function send(base: string, method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
  }).catch((error: unknown) => {
    if (error instanceof Error && error.name === 'TimeoutError') {
      throw new WebDriverError(`${method} ${path}: no answer in ${COMMAND_TIMEOUT_MS / 1000} s`);
    }
    throw error;
  });
  const answer = (await response.json()) as WebDriverAnswer;
  if (!response.ok) {
    const { error, message } = (answer.value ?? {}) as { error?: string; message?: string };
    throw new WebDriverError(`${method} ${path}: ${error} ${message ?? ''}`.trim());
  }
  return answer.value;
}

class WebKitPage extends EnginePageBase {
  readonly engine = 'webkit';

  constructor(
    baseUrl: string,
    private readonly session: string,
  ) {
    super(baseUrl);
  }

  private command(method: string, path: string, body?: unknown) {
    return send(this.session, method, path, body);
  }

  protected evaluateExpression(expression: string) {
    return this.command('POST', '/execute/sync', { script: `return ${expression};`, args: [] });
  }

  protected async actOn(expression: string, action: { click: true } | { type: string }) {
    const element = (await this.evaluateExpression(expression)) as Record<string, string> | null;
    const id = element?.[ELEMENT];
    if (!id) return false;
    await this.command('POST', `/element/${id}/click`, {});
    if ('type' in action) {
      await this.command('POST', '/execute/sync', {
        script:
          'const field = arguments[0]; if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) field.select();',
        args: [element],
      });
      await this.command('POST', `/element/${id}/value`, { text: action.type });
    }
    return true;
  }

  protected async navigate(url: string) {
    await this.command('POST', '/url', { url });
  }

  protected async currentUrl() {
    return (await this.command('GET', '/url')) as string;
  }

  protected async pressKey(key: Key) {
    await this.keys([KEYS[key]]);
  }

  protected async typeText(text: string) {
    await this.keys([...text]);
  }

  private async keys(values: string[]) {
    const actions = values.flatMap((value) => [
      { type: 'keyDown', value },
      { type: 'keyUp', value },
    ]);
    await this.command('POST', '/actions', { actions: [{ type: 'key', id: 'keyboard', actions }] });
  }

  protected async capture() {
    return Buffer.from((await this.command('GET', '/screenshot')) as string, 'base64');
  }

  /** Sizes the window so the page's viewport is `viewport` (the window adds its own frame). */
  async resize({ width, height }: Viewport) {
    let window = { width, height };
    let inner: [number, number] = [0, 0];
    for (let attempt = 0; attempt < 3; attempt++) {
      await this.command('POST', '/window/rect', window);
      inner = await this.settledViewport();
      if (inner[0] === width && inner[1] === height) return;
      window = {
        width: window.width + width - inner[0],
        height: window.height + height - inner[1],
      };
    }
    throw new Error(
      `MiniBrowser's page is ${inner.join('×')}, not the ${width}×${height} asked for`,
    );
  }

  /** The page's viewport once a resize has reached it (the answer to /window/rect can come first). */
  private async settledViewport(): Promise<[number, number]> {
    const read = async () =>
      (await this.evaluateExpression('[window.innerWidth, window.innerHeight]')) as [
        number,
        number,
      ];
    let last = await read();
    for (let reads = 0; reads < 20; reads++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const now = await read();
      if (now[0] === last[0] && now[1] === last[1]) return now;
      last = now;
    }
    return last;
  }

  async cookies(): Promise<PageCookie[]> {
    const cookies = (await this.command('GET', '/cookie')) as { name: string; expiry?: number }[];
    return cookies.map(({ name, expiry }) => ({ name, expires: expiry }));
  }

  async errors() {
    const saved = await this.evaluateExpression(
      `sessionStorage.getItem(${JSON.stringify(ERRORS_KEY)})`,
    ).catch(() => null);
    return typeof saved === 'string' ? (JSON.parse(saved) as string[]) : [];
  }

  async close() {
    await this.command('DELETE', '');
  }
}

export async function launchWebKit(baseUrl: string): Promise<Engine> {
  const proxy = await startRecordingProxy(baseUrl);
  const xvfb = await startXvfb();
  const gtkConfig = narrowableChrome();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: xvfb.display, XDG_CONFIG_HOME: gtkConfig },
    stdio: 'ignore',
  });
  const driverUrl = `http://127.0.0.1:${port}`;
  await waitUntil(
    async () =>
      ((await send(driverUrl, 'GET', '/status')) as { ready?: boolean }).ready || undefined,
    'WebKitWebDriver to answer',
  );
  return {
    name: 'webkit',
    async open({ viewport = { width: 1280, height: 900 } }: { viewport?: Viewport } = {}) {
      const created = (await send(driverUrl, 'POST', '/session', {
        capabilities: {
          alwaysMatch: {
            browserName: 'MiniBrowser',
            timeouts: SESSION_TIMEOUTS,
            'webkitgtk:browserOptions': { binary: MINIBROWSER, args: ['--automation'] },
          },
        },
      })) as { sessionId: string };
      const page = new WebKitPage(proxy.url, `${driverUrl}/session/${created.sessionId}`);
      // WebKitWebDriver runs one session at a time: one left open would fail every next journey.
      await page.resize(viewport).catch(async (error: unknown) => {
        await page.close().catch(() => undefined);
        throw error;
      });
      return page;
    },
    async close() {
      driver.kill();
      xvfb.process.kill();
      rmSync(gtkConfig, { recursive: true, force: true });
      await new Promise((resolve) => proxy.server.close(resolve));
    },
  };
}
