import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_RENDER_ATTRIBUTE,
  EARLY_REQUESTS_GLOBAL,
  RENDER_KEY,
  type EarlyRequestPlan,
} from './early-requests';
import { EARLY_DATA_ID, EARLY_SCRIPT } from './early-script';

const API = 'https://api.endless.test';

declare global {
  /** The app entries the script started. */
  var appStarts: string[];
}

/**
 * The page's inline text as the test runs it, alone in the global scope as in the page. Vitest
 * evaluates code in a VM without dynamic import, so the app's start is recorded instead.
 */
const START = '(url) => import(url)';
const runPageScript = new Function(
  EARLY_SCRIPT.replace(START, '(url) => globalThis.appStarts.push(url)'),
) as () => void;
if (!EARLY_SCRIPT.includes(START)) throw new Error('the script no longer starts the app');

/** A plan for /dashboard, as entry-server.tsx and scripts/prerender.ts write it. */
function dashboardPlan(): EarlyRequestPlan {
  return {
    api: API,
    accessCookie: 'test_at',
    sync: '/account/sync',
    dashboard: '/main/data/dashboard',
    fullRender: `${API}/renders/full/${RENDER_KEY}.png`,
    boot: '/assets/boot-test.js',
  };
}

/** The /dashboard skeleton's avatar slot and the plan, as scripts/prerender.ts writes them. */
function writePage(plan: EarlyRequestPlan = dashboardPlan()) {
  const slot = Object.assign(document.createElement('img'), { alt: '', hidden: true });
  slot.setAttribute(EARLY_RENDER_ATTRIBUTE, '');
  const data = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: EARLY_DATA_ID,
    textContent: JSON.stringify(plan),
  });
  document.body.replaceChildren(slot, data);
  return { slot, started: () => globalThis.appStarts.length > 0 };
}

/** The avatar's decoding, held until the test lets it finish. */
function holdDecoding() {
  let finish!: () => void;
  const decoded = new Promise<void>((resolve) => {
    finish = resolve;
  });
  // jsdom has no decode(): the browser's resolves once the image can be painted.
  Object.defineProperty(HTMLImageElement.prototype, 'decode', {
    configurable: true,
    value: () => decoded,
  });
  return finish;
}

/** An answer whose body the test sees read (the script reads a clone, as the app reads the rest). */
function answer(body: unknown, reads: string[], url: string) {
  return {
    ok: true,
    clone: () => ({
      json: async () => {
        reads.push(url);
        return body;
      },
    }),
  };
}

/** The API: a sync for `account_state`, a dashboard showing `activeRender`; `reads` lists bodies read. */
function api({ accountState = 1, activeRender = 0 } = {}) {
  const reads: string[] = [];
  const fetch = vi.fn(async (url: string) => {
    if (url === `${API}/account/sync`) {
      return answer({ account_state: accountState, half_render: 'abc123' }, reads, url);
    }
    const dashboard = [{ username: 'member', half_render: 'abc123', active_render: activeRender }];
    return answer({ dashboard }, reads, url);
  });
  return { fetch, reads };
}

/** Runs the page's script until it has read `lastRead`, and the turn after that. */
async function runScript({ fetch, reads }: ReturnType<typeof api>, lastRead: string) {
  vi.stubGlobal('fetch', fetch);
  runPageScript();
  await vi.waitFor(() => expect(reads).toContain(lastRead));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  document.cookie = 'test_at=token-1';
  globalThis.appStarts = [];
  vi.stubGlobal('requestAnimationFrame', (frame: FrameRequestCallback) => setTimeout(frame, 0));
});

afterEach(() => {
  document.cookie = 'test_at=; max-age=0';
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  document.body.replaceChildren();
  vi.unstubAllGlobals();
  delete (HTMLImageElement.prototype as Partial<HTMLImageElement>).decode;
});

describe('the early script of a signed-in page', () => {
  it('shows the 2D render in the dashboard skeleton, then starts the app once it is painted', async () => {
    const finishDecoding = holdDecoding();
    const { slot, started } = writePage();
    const page = api();
    await runScript(page, `${API}/main/data/dashboard`);
    expect(slot.hidden).toBe(false);
    expect(slot.getAttribute('src')).toBe(`${API}/renders/full/abc123.png`);
    expect(slot.alt).toBe("member's character");
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual([
      `${API}/account/sync`,
      `${API}/main/data/dashboard`,
    ]);
    expect(started()).toBe(false);
    finishDecoding();
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('starts the app once the browser reports the picture painted (Element Timing)', async () => {
    const observers: ((entries: { element: Element }[]) => void)[] = [];
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        function PerformanceObserver(
          this: { observe: () => void; disconnect: () => void },
          report: (list: { getEntries: () => { element: Element }[] }) => void,
        ) {
          observers.push((entries) => report({ getEntries: () => entries }));
          this.observe = () => {};
          this.disconnect = () => {};
        },
        { supportedEntryTypes: ['element'] },
      ),
    );
    const { slot, started } = writePage();
    await runScript(api(), `${API}/main/data/dashboard`);
    await vi.waitFor(() => expect(observers).toHaveLength(1));
    observers[0]!([{ element: document.body }]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started()).toBe(false);
    observers[0]!([{ element: slot }]);
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('empties the place again and starts the app when the picture fails to load', async () => {
    holdDecoding();
    const { slot, started } = writePage();
    await runScript(api(), `${API}/main/data/dashboard`);
    expect(slot.hidden).toBe(false);
    slot.dispatchEvent(new Event('error'));
    expect(slot.hidden).toBe(true);
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('leaves the place empty when the member chose the 3D avatar, and starts the app', async () => {
    const { slot, started } = writePage();
    await runScript(api({ activeRender: 1 }), `${API}/main/data/dashboard`);
    expect(slot.hidden).toBe(true);
    expect(slot.getAttribute('src')).toBeNull();
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('asks a restricted account for nothing beyond the sync, and starts the app', async () => {
    const { slot, started } = writePage();
    const page = api({ accountState: 0 });
    await runScript(page, `${API}/account/sync`);
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual([`${API}/account/sync`]);
    expect(slot.hidden).toBe(true);
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('starts the app when the dashboard cannot be read', async () => {
    const { started } = writePage();
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    runPageScript();
    await vi.waitFor(() => expect(started()).toBe(true));
  });

  it('sends nothing without a session and starts the app at once', async () => {
    document.cookie = 'test_at=; max-age=0';
    const { started } = writePage();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    runPageScript();
    await vi.waitFor(() => expect(started()).toBe(true));
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the early script of /marketplace', () => {
  const CONTENT = 'https://content.endless.test';
  const RECENT = `${API}/marketplace/data/search?list=1`;

  const FIRST_SCREEN = '(min-width: 1000px)';

  /**
   * The strip's placeholders and the plan, as scripts/prerender.ts writes the page, on a screen
   * that shows the strip on its first screen or (`wide: false`) not.
   */
  function writeMarketplace({ wide = true } = {}) {
    const slots = Array.from({ length: 3 }, () => {
      const slot = Object.assign(document.createElement('img'), { alt: '', hidden: true });
      slot.setAttribute(EARLY_RENDER_ATTRIBUTE, '');
      return slot;
    });
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: wide && query === FIRST_SCREEN }));
    const plan: EarlyRequestPlan = {
      api: API,
      accessCookie: 'test_at',
      sync: '/account/sync',
      marketplace: {
        recent: '/marketplace/data/search?list=1',
        itemRender: `${CONTENT}/resources/${RENDER_KEY}`,
        firstScreen: FIRST_SCREEN,
      },
    };
    const data = Object.assign(document.createElement('script'), {
      type: 'application/json',
      id: EARLY_DATA_ID,
      textContent: JSON.stringify(plan),
    });
    document.body.replaceChildren(...slots, data);
    return slots;
  }

  function marketplaceApi() {
    const reads: string[] = [];
    const fetch = vi.fn(async (url: string, _init?: RequestInit) => {
      if (url === RECENT) {
        const results = [{ render_path: '/items/hat.png' }, { render_path: 'items/cape.png' }];
        return answer({ results }, reads, url);
      }
      return answer({ account_state: 1, half_render: 'abc123' }, reads, url);
    });
    return { fetch, reads };
  }

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('shows a guest the newest listings’ pictures in the strip, in order, without a token', async () => {
    document.cookie = 'test_at=; max-age=0';
    const slots = writeMarketplace();
    const page = marketplaceApi();
    await runScript(page, RECENT);
    expect(slots.map((slot) => slot.getAttribute('src'))).toEqual([
      `${CONTENT}/resources/items/hat.png`,
      `${CONTENT}/resources/items/cape.png`,
      null,
    ]);
    expect(slots.map((slot) => slot.hidden)).toEqual([false, false, true]);
    expect(page.fetch.mock.calls).toEqual([[RECENT, {}]]);
    const early = (window as unknown as Record<string, Record<string, { authorization: unknown }>>)[
      EARLY_REQUESTS_GLOBAL
    ];
    expect(early?.[RECENT]?.authorization).toBeNull();
    await vi.waitFor(() => expect(globalThis.appStarts).toEqual([]));
  });

  it('sends a member’s token with the listings, and the sync', async () => {
    const slots = writeMarketplace();
    const page = marketplaceApi();
    await runScript(page, RECENT);
    expect(slots[0]!.hidden).toBe(false);
    expect(page.fetch.mock.calls).toEqual([
      [RECENT, { headers: { Authorization: 'Bearer token-1' } }],
      [`${API}/account/sync`, { headers: { Authorization: 'Bearer token-1' } }],
    ]);
  });

  it('empties a place whose picture fails to load', async () => {
    const slots = writeMarketplace();
    await runScript(marketplaceApi(), RECENT);
    slots[1]!.dispatchEvent(new Event('error'));
    expect(slots.map((slot) => slot.hidden)).toEqual([false, true, true]);
  });

  /** Runs the page's script as a guest: it must ask for nothing and leave every place empty. */
  async function expectNothingAsked(slots: HTMLImageElement[]) {
    document.cookie = 'test_at=; max-age=0';
    const page = marketplaceApi();
    vi.stubGlobal('fetch', page.fetch);
    runPageScript();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.fetch).not.toHaveBeenCalled();
    expect(slots.every((slot) => slot.hidden)).toBe(true);
  }

  it('asks for nothing where the strip is below the first screen (a phone)', async () => {
    await expectNothingAsked(writeMarketplace({ wide: false }));
  });

  it('asks for nothing on the results view (a query string)', async () => {
    window.history.replaceState(null, '', '/marketplace?list=2');
    await expectNothingAsked(writeMarketplace());
  });
});
