// Inlined in the head of the pages that run the in-browser mock (demo and dev builds; see
// scripts/stalled-activation-recovery.ts), so it runs before any script the page fetches.

/**
 * Recovers a page whose mock worker cannot answer it, by unregistering that worker and loading
 * again (at most `maxReloads` times in a row in a tab; the next load registers a fresh worker):
 * - WebKitGTK under load can leave the worker `installing` or `activating` for good (its install
 *   and activate events only skip waiting and claim the page, milliseconds otherwise). The browser
 *   then holds every request of the pages it controls, the page's own scripts included, or the
 *   page is never controlled and its requests wait for it: either way the page never starts.
 * - Firefox ESR once left a page controlled by a `redundant` worker with no registration at all:
 *   nothing answers the page's requests, which go to the network, where the mock's hosts do not
 *   exist. A controller that turns redundant and is not replaced is watched for as long as the
 *   page lives, not only while it starts.
 * Each state counts as stuck once it has lasted `stalledMs`. Every recovery is written to
 * sessionStorage (`endless-mock/recoveries`), so a failed journey's report says what happened.
 * Self-contained: the build inlines its source.
 */
export function recoverStalledActivation(stalledMs: number, maxReloads: number): void {
  const container = navigator.serviceWorker;
  if (!container) return;
  const reloadsKey = 'endless-mock/stalled-activation-reloads';
  const recoveriesKey = 'endless-mock/recoveries';
  const POLL_MS = 500;
  /** When each worker was first seen in its current state. */
  const seen = new WeakMap<ServiceWorker, { state: ServiceWorkerState; since: number }>();
  const stuckStates: readonly ServiceWorkerState[] = ['installing', 'activating', 'redundant'];
  const isStuck = (worker: ServiceWorker | null | undefined, now: number) => {
    if (!worker || !stuckStates.includes(worker.state)) return false;
    const entry = seen.get(worker);
    if (entry?.state !== worker.state) {
      seen.set(worker, { state: worker.state, since: now });
      return false;
    }
    return now - entry.since >= stalledMs;
  };
  const watched = new WeakSet<ServiceWorker>();
  /** An activated controller is left alone until it changes state or another replaces it. */
  const watch = (controller: ServiceWorker) => {
    if (watched.has(controller)) return;
    watched.add(controller);
    controller.addEventListener('statechange', () => void check());
  };
  let reloading = false;
  const check = async () => {
    if (reloading) return;
    const registration = await container.getRegistration();
    const controller = container.controller;
    if (controller?.state === 'activated') {
      sessionStorage.removeItem(reloadsKey);
      watch(controller);
      return;
    }
    const now = Date.now();
    // Every worker is looked at, so each one's first sighting in its state is noted. Only the
    // controller can be stuck redundant: a registration's worker that turns redundant is gone.
    const stuck = [
      isStuck(controller, now),
      controller?.state !== 'redundant' && isStuck(registration?.installing, now),
      controller?.state !== 'redundant' && isStuck(registration?.active, now),
    ].some(Boolean);
    if (!stuck) {
      setTimeout(() => void check(), POLL_MS);
      return;
    }
    const reloads = Number(sessionStorage.getItem(reloadsKey) ?? 0);
    if (reloading || reloads >= maxReloads) return;
    reloading = true;
    sessionStorage.setItem(reloadsKey, String(reloads + 1));
    const recoveries: unknown[] = JSON.parse(sessionStorage.getItem(recoveriesKey) ?? '[]');
    const states = {
      controller: controller?.state ?? null,
      installing: registration?.installing?.state ?? null,
      active: registration?.active?.state ?? null,
    };
    recoveries.push({ at: new Date(now).toISOString(), page: location.pathname, ...states });
    sessionStorage.setItem(recoveriesKey, JSON.stringify(recoveries));
    console.warn(`[mock] the mock's worker cannot answer (${JSON.stringify(states)}): reloading`);
    await registration?.unregister();
    location.reload();
  };
  container.addEventListener('controllerchange', () => void check());
  void check();
}
