// The script a page written by scripts/prerender.ts runs before the app's code arrives, inline in
// its head (scripts/csp.ts allows it by hash): it sends the page's first API reads as soon as the
// HTML comes, on /dashboard shows the avatar in the skeleton, and on /marketplace the Recently
// Released pictures in the strip's placeholders.
import {
  EARLY_RENDER_ATTRIBUTE,
  EARLY_REQUESTS_GLOBAL,
  RENDER_KEY,
  type EarlyRequestPlan,
} from './early-requests.ts';

/** The id of the JSON script holding the page's plan (`EarlyRequestPlan`). */
export const EARLY_DATA_ID = 'endless-early';

/** What the inline script is given: it runs alone in the page, so it can import nothing. */
export interface EarlyScriptSettings {
  dataId: string;
  requestsGlobal: string;
  renderAttribute: string;
  renderKey: string;
  /** How long the app waits at most for the avatar it would replace to be on screen. */
  slowPictureMs: number;
}

const SETTINGS: EarlyScriptSettings = {
  dataId: EARLY_DATA_ID,
  requestsGlobal: EARLY_REQUESTS_GLOBAL,
  renderAttribute: EARLY_RENDER_ATTRIBUTE,
  renderKey: RENDER_KEY,
  slowPictureMs: 3000,
};

/**
 * A page's first API reads, sent while the app's code downloads (the plan comes from
 * entry-server.tsx, the hand-over is src/lib/early-requests.ts). Without a token it sends only
 * the public ones (/marketplace's listings). When the plan names the boot script, `startModule`
 * starts the app with it: on /dashboard once the avatar it shows is on screen, or at once when it
 * has nothing to show.
 *
 * Inlined as text (`EARLY_SCRIPT`): it must use nothing from outside its own body.
 */
// Long: one function, it is the page's whole inline script.
export function runEarlyScript(
  settings: EarlyScriptSettings,
  startModule: (url: string) => unknown,
): void {
  const plan = JSON.parse(
    document.getElementById(settings.dataId)?.textContent ?? '{}',
  ) as EarlyRequestPlan;
  /** Settles once the page's markup is all parsed: the script runs in the head, before the body. */
  const parsed = new Promise<void>((resolve) => {
    if (document.readyState !== 'loading') resolve();
    else document.addEventListener('readystatechange', () => resolve(), { once: true });
  });
  const startApp = () => {
    const boot = plan.boot;
    if (boot) void parsed.then(() => startModule(boot));
  };
  /**
   * Settles once the image is on screen: when the browser reports painting it (Element Timing),
   * else once it is decoded and a frame has passed. A picture that fails or never arrives must not
   * hold the app back.
   */
  const onScreen = (image: HTMLImageElement) =>
    new Promise<void>((resolve) => {
      let observer: PerformanceObserver | undefined;
      const done = () => {
        observer?.disconnect();
        resolve();
      };
      if (document.visibilityState === 'hidden') return done();
      image.addEventListener('error', done);
      setTimeout(done, settings.slowPictureMs);
      const elementTiming =
        typeof PerformanceObserver === 'function' &&
        (PerformanceObserver.supportedEntryTypes || []).includes('element');
      if (elementTiming) {
        observer = new PerformanceObserver((list) => {
          const painted = list.getEntries() as (PerformanceEntry & { element?: Element })[];
          if (painted.some((entry) => entry.element === image)) done();
        });
        observer.observe({ type: 'element', buffered: true });
      } else {
        void image
          .decode()
          .catch(() => {})
          .then(() => requestAnimationFrame(() => setTimeout(done)));
      }
    });
  const cookie = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(plan.accessCookie + '='));
  const authorization = cookie
    ? 'Bearer ' + decodeURIComponent(cookie.slice(plan.accessCookie.length + 1))
    : null;
  const early: Record<string, { authorization: string | null; response: Promise<Response> }> = {};
  (window as unknown as Record<string, unknown>)[settings.requestsGlobal] = early;
  const get = (path: string) => {
    const url = plan.api + path;
    const response = fetch(url, authorization ? { headers: { Authorization: authorization } } : {});
    early[url] = { authorization, response };
    return response;
  };
  const body = <T>(response: Response): Promise<T | null> =>
    response.ok ? (response.clone().json() as Promise<T>) : Promise.resolve(null);
  const showPicture = (slot: HTMLImageElement, src: string) => {
    // A picture that fails to load is no picture: the place stays empty.
    slot.addEventListener('error', () => {
      slot.hidden = true;
    });
    slot.src = src;
    slot.hidden = false;
  };
  const slots = () => document.querySelectorAll<HTMLImageElement>(`[${settings.renderAttribute}]`);
  const marketplace = plan.marketplace;
  // The landing view only (with a query string the page shows results instead), on a screen where
  // the strip is on the first screen: on a phone it is further down, and its listings and pictures
  // would take the bandwidth the first screen needs.
  if (marketplace && location.search === '' && matchMedia(marketplace.firstScreen).matches) {
    type Listings = { results?: { render_path?: unknown }[] };
    Promise.all([get(marketplace.recent).then((answer) => body<Listings>(answer)), parsed])
      .then(([data]) => {
        // Each listing's picture in a placeholder of the strip, in order, as the app will.
        const listings = data?.results ?? [];
        slots().forEach((slot, index) => {
          const path = listings[index]?.render_path;
          if (typeof path !== 'string') return;
          const key = path.replace(/^\/+/, '');
          showPicture(slot, marketplace.itemRender.replace(settings.renderKey, key));
        });
      })
      .catch(() => {});
  }
  if (!authorization) return startApp();
  const sync = get(plan.sync);
  const dashboardPath = plan.dashboard;
  if (!dashboardPath) return startApp();
  type Account = { account_state: number; half_render: string };
  type Shown = { username: string; active_render: number; half_render: string };
  sync
    .then((answer) => body<Account>(answer))
    .then((account) => {
      // A restricted account is refused the dashboard (403): it never asks.
      if (!account || account.account_state === 0) return;
      const dashboard = get(dashboardPath);
      const render = (plan.fullRender ?? '').replace(
        settings.renderKey,
        encodeURIComponent(account.half_render),
      );
      new Image().src = render;
      // The skeleton shows the avatar as the page will: the 2D render, unless 3D was chosen.
      return Promise.all([
        dashboard.then((answer) => body<{ dashboard?: Shown[] }>(answer)),
        parsed,
      ]).then(([data]) => {
        const shown = data?.dashboard?.[0];
        const slot = slots()[0];
        if (!slot || !shown || shown.active_render !== 0) return;
        if (shown.half_render !== account.half_render) return;
        slot.alt = shown.username + "'s character";
        showPicture(slot, render);
        return onScreen(slot);
      });
    })
    .catch(() => {})
    .then(startApp);
}

/** The inline script's text: the function above, called with its settings and a dynamic import. */
export const EARLY_SCRIPT = `(${runEarlyScript.toString()})(${JSON.stringify(SETTINGS)}, (url) => import(url));`;
