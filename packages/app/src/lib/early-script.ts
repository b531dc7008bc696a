// The script a page written by scripts/prerender.ts runs before the app's code arrives, inline in
// its head (scripts/csp.ts allows it by hash): it sends the page's first API reads as soon as the
// HTML comes, on /dashboard shows the avatar in the skeleton, and on /marketplace the Recently
// Released pictures in the strip's placeholders.
import { EARLY_RENDER_ATTRIBUTE, EARLY_REQUESTS_GLOBAL, RENDER_KEY } from './early-requests.ts';

/** How long the app waits at most for the avatar it would replace to be on screen. */
const SLOW_PICTURE_MS = 3000;

/** The id of the JSON script holding the page's plan (`EarlyRequestPlan`). */
export const EARLY_DATA_ID = 'endless-early';

/**
 * A page's first API reads, sent while the app's code downloads (the plan comes from
 * entry-server.tsx, the hand-over is src/lib/early-requests.ts). Without a token it sends only
 * the public ones (/marketplace's listings).
 * When the plan names the boot script, this script starts the app with it: on /dashboard once the
 * avatar it shows is on screen, or at once when it has nothing to show.
 */
export const EARLY_SCRIPT = `{
const plan = JSON.parse(document.getElementById(${JSON.stringify(EARLY_DATA_ID)}).textContent);
/** Settles once the page's markup is all parsed: the script runs in the head, before the body. */
const parsed = new Promise((resolve) => {
  if (document.readyState !== 'loading') resolve();
  else document.addEventListener('readystatechange', resolve, { once: true });
});
const startApp = () => {
  if (plan.boot) parsed.then(() => import(plan.boot));
};
/**
 * Settles once the image is on screen: when the browser reports painting it (Element Timing), else
 * once it is decoded and a frame has passed. A picture that fails or never arrives must not hold
 * the app back.
 */
const onScreen = (image) =>
  new Promise((resolve) => {
    let observer;
    const done = () => {
      if (observer) observer.disconnect();
      resolve();
    };
    if (document.visibilityState === 'hidden') return done();
    image.addEventListener('error', done);
    setTimeout(done, ${SLOW_PICTURE_MS});
    const elementTiming =
      typeof PerformanceObserver === 'function' &&
      (PerformanceObserver.supportedEntryTypes || []).includes('element');
    if (elementTiming) {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.element === image)) done();
      });
      observer.observe({ type: 'element', buffered: true });
    } else {
      image.decode().catch(() => {}).then(() => requestAnimationFrame(() => setTimeout(done)));
    }
  });
const cookie = document.cookie.split('; ').find((pair) => pair.startsWith(plan.accessCookie + '='));
const authorization = cookie
  ? 'Bearer ' + decodeURIComponent(cookie.slice(plan.accessCookie.length + 1))
  : null;
const early = (window.${EARLY_REQUESTS_GLOBAL} = {});
const get = (path) => {
  const url = plan.api + path;
  const response = fetch(url, authorization ? { headers: { Authorization: authorization } } : {});
  early[url] = { authorization, response };
  return response;
};
const body = (response) => (response.ok ? response.clone().json() : null);
/** Shows each listing's picture in a placeholder of the strip, in order, as the app will. */
const showListings = (slots, data) => {
  const listings = (data && data.results) || [];
  slots.forEach((slot, index) => {
    const listing = listings[index];
    if (!listing || typeof listing.render_path !== 'string') return;
    slot.addEventListener('error', () => {
      slot.hidden = true;
    });
    slot.src = plan.marketplace.itemRender.replace(${JSON.stringify(RENDER_KEY)}, listing.render_path.replace(/^\\/+/, ''));
    slot.hidden = false;
  });
};
// The landing view only (with a query string the page shows results instead), on a screen where
// the strip is on the first screen: on a phone it is further down, and its listings and pictures
// would take the bandwidth the first screen needs.
if (plan.marketplace && location.search === '' && matchMedia(plan.marketplace.firstScreen).matches) {
  Promise.all([get(plan.marketplace.recent).then(body), parsed])
    .then(([data]) => showListings(document.querySelectorAll('[${EARLY_RENDER_ATTRIBUTE}]'), data))
    .catch(() => {});
}
if (!authorization) {
  startApp();
} else {
  const sync = get(plan.sync);
  if (!plan.dashboard) {
    startApp();
  } else {
    sync
      .then(body)
      .then((account) => {
        // A restricted account is refused the dashboard (403): it never asks.
        if (!account || account.account_state === 0) return;
        const dashboard = get(plan.dashboard);
        const render = plan.fullRender.replace(${JSON.stringify(RENDER_KEY)}, encodeURIComponent(account.half_render));
        new Image().src = render;
        // The skeleton shows the avatar as the page will: the 2D render, unless 3D was chosen.
        return Promise.all([dashboard.then(body), parsed])
          .then(([data]) => {
            const shown = data && data.dashboard && data.dashboard[0];
            const slot = document.querySelector('[${EARLY_RENDER_ATTRIBUTE}]');
            if (!slot || !shown || shown.active_render !== 0 || shown.half_render !== account.half_render) return;
            slot.alt = shown.username + "'s character";
            // A picture that fails to load is no picture: the place stays empty.
            slot.addEventListener('error', () => {
              slot.hidden = true;
            });
            slot.src = render;
            slot.hidden = false;
            return onScreen(slot);
          });
      })
      .catch(() => {})
      .then(startApp);
  }
}
}
`;
