// Browser APIs that Radix's positioned and measured parts (DropdownMenu, Select, Popover, Tooltip,
// Checkbox) call and jsdom lacks. Loaded once for every app test by setup.ts.
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
// jsdom has no scrolling; ScrollRestoration calls it on every navigation.
window.scrollTo = () => {};
