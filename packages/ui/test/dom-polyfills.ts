/**
 * Browser APIs Radix's positioned and measured parts (DropdownMenu, Select, Popover, Tooltip arrows,
 * Checkbox) call that jsdom lacks. Import this module in tests that open those parts (the app's
 * tests all load it, as `@endless/ui/testing/dom-polyfills`).
 */
class NoopResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

globalThis.ResizeObserver ??= NoopResizeObserver;
Element.prototype.hasPointerCapture ??= () => false;
Element.prototype.releasePointerCapture ??= () => {};
Element.prototype.scrollIntoView ??= () => {};
