// A page's first API reads would wait for the app's code to download and run: signed-in pages have
// no prerendered content, and /marketplace's first pictures come from the API. A small script in
// those pages (scripts/prerender.ts, EARLY_SCRIPT) sends them while the code downloads and leaves
// them here; the API client takes each answer once instead of asking again.

/** The global the page's script writes: request URL → the Authorization it sent and the answer. */
export const EARLY_REQUESTS_GLOBAL = '__endlessEarlyRequests';

interface EarlyRequest {
  /** Null for a guest's request. */
  authorization: string | null;
  response: Promise<Response>;
}

/**
 * What the page's script sends (from the build's own settings; see entry-server.tsx): the account
 * sync for a signed-in visitor, on /dashboard its data and the avatar's render once the sync allows
 * them, and on /marketplace the Recently Released listings and their pictures, for everyone.
 */
export interface EarlyRequestPlan {
  api: string;
  accessCookie: string;
  sync: string;
  dashboard?: string;
  /** The full render's URL with `RENDER_KEY` in place of the key. */
  fullRender?: string;
  /**
   * The boot script, when this script starts the app (scripts/prerender.ts): on /dashboard, once
   * the avatar it shows is on screen, so the picture never waits for the app's code.
   */
  boot?: string;
  /** /marketplace's landing view: its strip's listings and the item render URL pattern. */
  marketplace?: {
    recent: string;
    /** `contentUrls.itemRender` with `RENDER_KEY` in place of the render path. */
    itemRender: string;
    /** The media query of the screens that show the strip on their first screen. */
    firstScreen: string;
  };
}

export const RENDER_KEY = '__render_key__';

/**
 * The early answer to `request` (the same GET with the same token), handed out once; a failed early
 * request is sent again. Undefined when the page sent no such request.
 */
export function claimEarlyResponse(request: Request): Promise<Response> | undefined {
  const early = (globalThis as Record<string, unknown>)[EARLY_REQUESTS_GLOBAL] as
    Record<string, EarlyRequest | undefined> | undefined;
  const entry = request.method === 'GET' ? early?.[request.url] : undefined;
  if (!entry || entry.authorization !== request.headers.get('Authorization')) return undefined;
  delete early![request.url];
  return entry.response.catch(() => globalThis.fetch(request));
}

/**
 * Marks the pictures the page's script fills in: the /dashboard skeleton's avatar, and the
 * Recently Released strip's placeholders on /marketplace.
 */
export const EARLY_RENDER_ATTRIBUTE = 'data-early-render';
