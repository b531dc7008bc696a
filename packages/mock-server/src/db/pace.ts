// The page's first database load (runtimes/browser.ts: restoring the saved copy or seeding) runs
// beside the app while it starts: it gives the main thread back every few milliseconds, so the page
// answers input and paints meanwhile. Only that job paces: later loads (a reset, another tab's
// changes) stay one run, so no request is ever answered from a half-loaded database.

const SLICE_MS = 8;

interface Scheduler {
  yield(): Promise<void>;
}

let pacing = false;

/** Runs `job` with pacing on (in a browser that has `scheduler.yield`). */
export async function paced<T>(job: () => Promise<T>): Promise<T> {
  pacing = true;
  try {
    return await job();
  } finally {
    pacing = false;
  }
}

/** A checkpoint to await inside a long job: it yields once the current slice is used up. */
export function createPacer(): () => Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<Scheduler> }).scheduler;
  if (!pacing || typeof window === 'undefined' || typeof scheduler?.yield !== 'function') {
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
