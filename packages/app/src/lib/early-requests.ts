// Signed-in pages have no prerendered content: their first API reads would wait for the app's code
// to download and run. A small script in those pages (scripts/prerender.ts, EARLY_SCRIPT) sends
// them while the code downloads and leaves them here; the API client takes each answer once
// instead of asking again.

/** The global the page's script writes: request URL → the Authorization it sent and the answer. */
export const EARLY_REQUESTS_GLOBAL = '__endlessEarlyRequests';

interface EarlyRequest {
  authorization: string;
  response: Promise<Response>;
}

/**
 * What the page's script sends (from the build's own settings; see entry-server.tsx): the account
 * sync always, and on /dashboard its data and the avatar's render once the sync allows them.
 */
export interface EarlyRequestPlan {
  api: string;
  accessCookie: string;
  sync: string;
  dashboard?: string;
  /** The full render's URL with `RENDER_KEY` in place of the key. */
  fullRender?: string;
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

/** Marks the /dashboard skeleton's avatar image, which the page's script fills in. */
export const EARLY_RENDER_ATTRIBUTE = 'data-early-render';

/**
 * Settles once the /dashboard skeleton's avatar, when the page's script is showing one, has been
 * painted. The app's first render then replaces a picture on screen with the same picture, rather
 * than racing it and leaving the page blank where it was about to appear.
 */
export async function earlyRenderShown(): Promise<void> {
  const slot = document.querySelector<HTMLImageElement>(`[${EARLY_RENDER_ATTRIBUTE}]`);
  if (!slot || slot.hidden || !slot.getAttribute('src')) return;
  await slot.decode().catch(() => undefined);
  // A hidden tab paints no frames.
  if (document.visibilityState === 'hidden') return;
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
