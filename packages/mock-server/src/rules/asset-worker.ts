/**
 * The content host's generated assets (pictures, models, clips) are made in a worker of the page in
 * a browser (the demo, Storybook): made on the page's main thread they held it for seconds on a
 * slow phone. Node, jsdom and a page whose worker cannot start make them where they are; the bytes
 * are the same.
 */

export type AssetAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

interface Waiting<Job> {
  job: Job;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * The page side: `make(job)` asks the worker `start` makes (once, on first use), and each job gets
 * its own answer whatever order they come in. Without a worker (or once it failed to load),
 * `makeHere` makes the asset in this thread.
 */
export function assetMaker<Job>(
  start: () => Worker,
  makeHere: (job: Job) => Promise<Uint8Array>,
): ((job: Job) => Promise<Uint8Array>) & { warm(): void } {
  /** The worker; null where there is none (or it failed to start). */
  let worker: Worker | null | undefined;
  const waiting = new Map<number, Waiting<Job>>();
  let nextId = 0;

  const startWorker = (): Worker | null => {
    if (typeof window === 'undefined' || typeof Worker === 'undefined') return null;
    let started: Worker;
    try {
      started = start();
    } catch {
      return null;
    }
    started.addEventListener('message', ({ data }: MessageEvent<AssetAnswer>) => {
      const pending = waiting.get(data.id);
      waiting.delete(data.id);
      if (!pending) return;
      if ('bytes' in data) pending.resolve(data.bytes);
      else pending.reject(new Error(data.error));
    });
    // The worker's script did not load (or the worker died): what it was asked is made here.
    started.addEventListener('error', (event) => {
      event.preventDefault();
      started.terminate();
      worker = null;
      const stranded = [...waiting.values()];
      waiting.clear();
      for (const { job, resolve, reject } of stranded) makeHere(job).then(resolve, reject);
    });
    return started;
  };

  const make = (job: Job): Promise<Uint8Array> => {
    if (worker === undefined) worker = startWorker();
    const making = worker;
    if (!making) return makeHere(job);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { job, resolve, reject });
      making.postMessage({ id, job });
    });
  };
  /** Starts the worker now, so no request waits for its script (see `startMockWorker`). */
  const warm = () => {
    if (worker === undefined) worker = startWorker();
  };
  return Object.assign(make, { warm });
}

/** The worker side: answers each `{ id, job }` message with what `make` made of it. */
export function answerAssetJobs<Job>(make: (job: Job) => Promise<Uint8Array>) {
  addEventListener('message', (event: MessageEvent<{ id: number; job: Job }>) => {
    const { id, job } = event.data;
    // A job that throws at once is answered as one that fails later: the worker stays up.
    new Promise<Uint8Array>((resolve) => resolve(make(job))).then(
      (bytes) => postMessage({ id, bytes } satisfies AssetAnswer, { transfer: [bytes.buffer] }),
      (error: unknown) => postMessage({ id, error: String(error) } satisfies AssetAnswer),
    );
  });
}
