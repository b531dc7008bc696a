import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_RENDER_ATTRIBUTE,
  EARLY_REQUESTS_GLOBAL,
  RENDER_KEY,
  type EarlyRequestPlan,
} from './early-requests';
import { EARLY_DATA_ID, EARLY_SCRIPT } from './early-script';

const API = 'https://api.endless.test';
const PLAN: EarlyRequestPlan = {
  api: API,
  accessCookie: 'test_at',
  sync: '/account/sync',
  dashboard: '/main/data/dashboard',
  fullRender: `${API}/renders/full/${RENDER_KEY}.png`,
};

/** The /dashboard skeleton's avatar slot and the plan, as scripts/prerender.ts writes them. */
function writePage(plan: EarlyRequestPlan = PLAN) {
  const slot = Object.assign(document.createElement('img'), { alt: '', hidden: true });
  slot.setAttribute(EARLY_RENDER_ATTRIBUTE, '');
  const data = Object.assign(document.createElement('script'), {
    type: 'application/json',
    id: EARLY_DATA_ID,
    textContent: JSON.stringify(plan),
  });
  document.body.replaceChildren(slot, data);
  return slot;
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
  new Function(EARLY_SCRIPT)();
  await vi.waitFor(() => expect(reads).toContain(lastRead));
  await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  document.cookie = 'test_at=token-1';
});

afterEach(() => {
  document.cookie = 'test_at=; max-age=0';
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL];
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the early script of a signed-in page', () => {
  it('shows the 2D render in the dashboard skeleton once the dashboard names it', async () => {
    const slot = writePage();
    const page = api();
    await runScript(page, `${API}/main/data/dashboard`);
    expect(slot.hidden).toBe(false);
    expect(slot.getAttribute('src')).toBe(`${API}/renders/full/abc123.png`);
    expect(slot.alt).toBe("member's character");
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual([
      `${API}/account/sync`,
      `${API}/main/data/dashboard`,
    ]);
  });

  it('leaves the place empty when the member chose the 3D avatar', async () => {
    const slot = writePage();
    await runScript(api({ activeRender: 1 }), `${API}/main/data/dashboard`);
    expect(slot.hidden).toBe(true);
    expect(slot.getAttribute('src')).toBeNull();
  });

  it('asks a restricted account for nothing beyond the sync', async () => {
    const slot = writePage();
    const page = api({ accountState: 0 });
    await runScript(page, `${API}/account/sync`);
    expect(page.fetch.mock.calls.map(([url]) => url)).toEqual([`${API}/account/sync`]);
    expect(slot.hidden).toBe(true);
  });

  it('sends nothing without a session', async () => {
    document.cookie = 'test_at=; max-age=0';
    writePage();
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    new Function(EARLY_SCRIPT)();
    expect(fetch).not.toHaveBeenCalled();
  });
});
