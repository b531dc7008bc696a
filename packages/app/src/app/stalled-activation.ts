// Inlined in the head of the pages that run the in-browser mock (demo and dev builds; see
// scripts/stalled-activation-recovery.ts), so it runs before any script the page fetches.

/**
 * WebKitGTK under load can leave the mock's worker `installing` or `activating` for good (its
 * install and activate events only skip waiting and claim the page, milliseconds otherwise). The
 * browser then holds every request of the pages it controls, the page's own scripts included, or
 * the page is never controlled and its requests wait for it: either way the page never starts.
 * A page that sees its worker in one of those states for `stalledMs` unregisters it and loads
 * again (at most `maxReloads` times in a row in a tab); the next load registers a fresh worker.
 * Self-contained: the build inlines its source.
 */
export function recoverStalledActivation(stalledMs: number, maxReloads: number): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  const reloadsKey = 'endless-mock/stalled-activation-reloads';
  const POLL_MS = 500;
  /** When each worker was first seen in its current state. */
  const seen = new WeakMap<ServiceWorker, { state: ServiceWorkerState; since: number }>();
  const isStalled = (worker: ServiceWorker | null | undefined, now: number) => {
    if (!worker || (worker.state !== 'installing' && worker.state !== 'activating')) return false;
    const entry = seen.get(worker);
    if (entry?.state !== worker.state) {
      seen.set(worker, { state: worker.state, since: now });
      return false;
    }
    return now - entry.since >= stalledMs;
  };
  const check = async () => {
    const registration = await container.getRegistration();
    const controller = container.controller;
    if (controller?.state === 'activated') {
      sessionStorage.removeItem(reloadsKey);
      return;
    }
    const now = Date.now();
    const workers = [controller, registration?.installing, registration?.active];
    // Every worker is looked at, so each one's first sighting in its state is noted.
    const stalled = workers.map((worker) => isStalled(worker, now)).some(Boolean);
    if (!stalled) {
      setTimeout(() => void check(), POLL_MS);
      return;
    }
    const reloads = Number(sessionStorage.getItem(reloadsKey) ?? 0);
    if (reloads >= maxReloads) return;
    sessionStorage.setItem(reloadsKey, String(reloads + 1));
    console.warn(`[mock] the mock's worker did not start in ${stalledMs} ms: reloading`);
    await registration?.unregister();
    location.reload();
  };
  void check();
}
