// The boot script (scripts/prerender.ts) starts a prerendered page's JS after its first paint and
// adds the page's modulepreload links a few per task; it marks its data element when it is done.

export const BOOT_DATA_ID = 'endless-boot';
/** Set on the boot data element once every link is in the document. */
export const BOOT_PRELOADED_ATTRIBUTE = 'data-preloaded';
/** Dispatched on the boot data element at the same time. */
export const BOOT_PRELOADED_EVENT = 'preloaded';

/**
 * Settles once the boot script has added every modulepreload link of the page (at once without
 * one). A route's import adds the links of its chunks that are not in the document yet, all in
 * one task (Vite's preload helper): 2 ms of main thread each on a phone, so waiting for the boot
 * script's short tasks keeps them out of one long one.
 */
export function bootPreloadsAdded(): Promise<void> {
  // Prerendering loads the routes too, in Node.
  if (typeof document === 'undefined') return Promise.resolve();
  const boot = document.getElementById(BOOT_DATA_ID);
  if (!boot || boot.hasAttribute(BOOT_PRELOADED_ATTRIBUTE)) return Promise.resolve();
  return new Promise((resolve) => {
    boot.addEventListener(BOOT_PRELOADED_EVENT, () => resolve(), { once: true });
  });
}
