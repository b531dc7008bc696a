import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recoverStalledActivation } from './stalled-activation';

class FakeWorker extends EventTarget {
  constructor(public state: ServiceWorkerState) {
    super();
  }
}

/** A page's service workers: the one controlling it and its registration's. */
function fakeServiceWorkers({
  controller = null,
  installing = null,
}: {
  controller?: FakeWorker | null;
  installing?: FakeWorker | null;
}) {
  const unregister = vi.fn(async () => true);
  const registration = { installing, active: controller, unregister };
  const events = new EventTarget();
  const container = Object.assign(events, {
    controller,
    getRegistration: async () =>
      container.controller?.state === 'redundant' ? undefined : registration,
  });
  const reload = vi.fn();
  vi.stubGlobal('navigator', { serviceWorker: container });
  vi.stubGlobal('location', { reload, pathname: '/login' });
  /** Another worker takes over the page, as one that claims it does. */
  const replaceController = (worker: FakeWorker) => {
    container.controller = worker;
    events.dispatchEvent(new Event('controllerchange'));
  };
  return { unregister, reload, replaceController };
}

/** The controller turns redundant, as a worker unregistered or replaced does. */
function makeRedundant(worker: FakeWorker) {
  worker.state = 'redundant';
  worker.dispatchEvent(new Event('statechange'));
}

const STALLED_MS = 5_000;

describe('recoverStalledActivation', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('unregisters a worker stuck activating and reloads the page', async () => {
    const { unregister, reload } = fakeServiceWorkers({
      controller: new FakeWorker('activating'),
    });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(STALLED_MS - 1_000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(unregister).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads a page whose worker never finishes installing', async () => {
    const { reload } = fakeServiceWorkers({ installing: new FakeWorker('installing') });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(STALLED_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('leaves a worker that activates in time alone', async () => {
    const worker = new FakeWorker('activating');
    const { reload } = fakeServiceWorkers({ controller: worker });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(STALLED_MS / 2);
    worker.state = 'activated';
    await vi.advanceTimersByTimeAsync(STALLED_MS * 2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads at most maxReloads times in a row, and counts again once a worker activated', async () => {
    for (let load = 0; load < 3; load++) {
      const { reload } = fakeServiceWorkers({ controller: new FakeWorker('activating') });
      recoverStalledActivation(STALLED_MS, 2);
      await vi.advanceTimersByTimeAsync(STALLED_MS);
      expect(reload).toHaveBeenCalledTimes(load < 2 ? 1 : 0);
    }
    fakeServiceWorkers({ controller: new FakeWorker('activated') });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(0);
    const stalled = fakeServiceWorkers({ controller: new FakeWorker('activating') });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(STALLED_MS);
    expect(stalled.reload).toHaveBeenCalledOnce();
  });

  it('reloads a page whose activated worker turns redundant and is not replaced', async () => {
    const worker = new FakeWorker('activated');
    const { reload } = fakeServiceWorkers({ controller: worker });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(STALLED_MS * 3);
    expect(reload).not.toHaveBeenCalled();
    makeRedundant(worker);
    await vi.advanceTimersByTimeAsync(STALLED_MS + 1_000);
    expect(reload).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('endless-mock/recoveries') ?? '[]')).toEqual([
      expect.objectContaining({ page: '/login', controller: 'redundant', active: null }),
    ]);
  });

  it('leaves a page alone when a new worker takes over from a redundant one', async () => {
    const worker = new FakeWorker('activated');
    const { reload, replaceController } = fakeServiceWorkers({ controller: worker });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(0);
    makeRedundant(worker);
    await vi.advanceTimersByTimeAsync(STALLED_MS / 2);
    replaceController(new FakeWorker('activated'));
    await vi.advanceTimersByTimeAsync(STALLED_MS * 3);
    expect(reload).not.toHaveBeenCalled();
  });

  it('sees a worker stuck installing when each query answers with new objects for it', async () => {
    const { reload } = fakeServiceWorkers({});
    const container = navigator.serviceWorker as unknown as {
      getRegistration: () => Promise<unknown>;
    };
    const unregister = vi.fn(async () => true);
    container.getRegistration = async () => ({
      installing: new FakeWorker('installing'),
      active: null,
      unregister,
    });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(STALLED_MS + 1_000);
    expect(unregister).toHaveBeenCalledOnce();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('reloads a page whose registration query stays unanswered', async () => {
    const { reload } = fakeServiceWorkers({});
    const container = navigator.serviceWorker as unknown as {
      getRegistration: () => Promise<unknown>;
    };
    container.getRegistration = () => new Promise(() => {});
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(STALLED_MS - 1_000);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(reload).toHaveBeenCalledOnce();
    expect(JSON.parse(sessionStorage.getItem('endless-mock/recoveries') ?? '[]')).toEqual([
      expect.objectContaining({ registrationQuery: 'unanswered', controller: null }),
    ]);
  });

  it('counts a stuck worker across the reloads MSW makes of a page it does not control', async () => {
    const stuck = new FakeWorker('installing');
    // The load before (MSW reloads such a page every second or so) saw it stuck 4 s ago.
    sessionStorage.setItem(
      'endless-mock/stuck-since',
      JSON.stringify([['installing', { state: 'installing', since: Date.now() - 4_000 }]]),
    );
    const { reload } = fakeServiceWorkers({ installing: stuck });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(reload).toHaveBeenCalledOnce();
    // A first load would have waited the whole STALLED_MS.
    sessionStorage.clear();
    const fresh = fakeServiceWorkers({ installing: new FakeWorker('installing') });
    recoverStalledActivation(STALLED_MS, 2);
    await vi.advanceTimersByTimeAsync(1_500);
    expect(fresh.reload).not.toHaveBeenCalled();
  });
});
