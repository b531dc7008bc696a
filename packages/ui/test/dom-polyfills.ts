/**
 * Browser APIs Radix's positioned parts (Select, Popover and Tooltip arrows) call that jsdom lacks.
 * Import this module in tests that open those parts.
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
