// Browser APIs jsdom lacks: the design system's for Radix's positioned and measured parts, and the
// router's. Loaded once for every app test by setup.ts.
import '@endless/ui/testing/dom-polyfills';

// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
