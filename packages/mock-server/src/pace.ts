// Long mock jobs (seeding, restoring a saved database) run in the browser page beside the app: they
// give the main thread back every few milliseconds, so the page answers input and paints meanwhile.
// Outside a browser (tests, the standalone server) nothing waits for that thread: they run through.

const SLICE_MS = 8;

interface Scheduler {
  yield(): Promise<void>;
}

/** A checkpoint to await inside a long job: it yields once the current slice is used up. */
export function createPacer(): () => Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (typeof window === 'undefined' || typeof scheduler?.yield !== 'function') {
    return () => Promise.resolve();
  }
  const browserScheduler = scheduler as Scheduler;
  let sliceStart = performance.now();
  return async () => {
    if (performance.now() - sliceStart < SLICE_MS) return;
    await browserScheduler.yield();
    sliceStart = performance.now();
  };
}
