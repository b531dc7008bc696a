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
 * - A registration query (`getRegistration()`) left unanswered counts as stuck too: the job a
 *   stuck worker holds may keep it waiting, and the check must not wait with it.
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
  const stuckStates: readonly string[] = ['installing', 'activating', 'redundant'];
  const stuckState = (worker: ServiceWorker | null | undefined) =>
    worker && stuckStates.includes(worker.state) ? worker.state : undefined;
  /**
   * Since when each slot (the controller, the registration's installing and active worker, the
   * registration query) has been in its current stuck state. By slot, not by worker object:
   * WebKitGTK may answer each query with new objects for the same worker.
   */
  // Kept across loads: MSW reloads a page its registered worker does not control, every second or
  // so while that worker is stuck, and each load would otherwise start counting afresh.
  const seenKey = 'endless-mock/stuck-since';
  const seen = new Map<string, { state: string; since: number }>(
    JSON.parse(sessionStorage.getItem(seenKey) ?? '[]'),
  );
  const lasted = (slot: string, state: string | undefined, now: number) => {
    const entry = seen.get(slot);
    if (entry?.state !== state) {
      if (state === undefined) seen.delete(slot);
      else seen.set(slot, { state, since: now });
      sessionStorage.setItem(seenKey, JSON.stringify([...seen]));
    }
    return state !== undefined && entry?.state === state ? now - entry.since : 0;
  };
  const forget = () => {
    seen.clear();
    sessionStorage.removeItem(seenKey);
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
    // A query a stuck worker's job holds is not waited for: its silence is a state of its own.
    const answer = await Promise.race([
      container.getRegistration().then((registration) => ({ registration })),
      new Promise<undefined>((resolve) => setTimeout(resolve, POLL_MS)),
    ]);
    const controller = container.controller;
    if (controller?.state === 'activated') {
      sessionStorage.removeItem(reloadsKey);
      forget();
      watch(controller);
      return;
    }
    const now = Date.now();
    const registration = answer?.registration;
    // Every slot is looked at, so each one's first sighting in its state is noted. Only the
    // controller can be stuck redundant: a registration's worker that turns redundant is gone.
    const durations = [
      lasted('controller', stuckState(controller), now),
      lasted('registration query', answer ? undefined : 'unanswered', now),
    ];
    if (answer) {
      const redundant = controller?.state === 'redundant';
      durations.push(
        lasted('installing', redundant ? undefined : stuckState(registration?.installing), now),
        lasted('active', redundant ? undefined : stuckState(registration?.active), now),
      );
    }
    if (durations.every((lastedMs) => lastedMs < stalledMs)) {
      setTimeout(() => void check(), POLL_MS);
      return;
    }
    const reloads = Number(sessionStorage.getItem(reloadsKey) ?? 0);
    if (reloading || reloads >= maxReloads) return;
    reloading = true;
    // The next load's worker is a fresh one: it is timed from its own first sighting.
    forget();
    sessionStorage.setItem(reloadsKey, String(reloads + 1));
    const recoveries: unknown[] = JSON.parse(sessionStorage.getItem(recoveriesKey) ?? '[]');
    const states = {
      registrationQuery: answer ? 'answered' : 'unanswered',
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
