/**
 * The content host's generated assets (pictures, models, clips) are made in a worker of the page in
 * a browser (the demo, Storybook): made on the page's main thread they held it for seconds on a
 * slow phone. Node, jsdom and a page whose worker cannot start make them where they are; the bytes
 * are the same.
 */

export type AssetAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

interface Waiting<Request> {
  request: Request;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * The page side: `make(request)` asks the worker `start` makes (once, on first use), and each
 * request gets its own answer whatever order they come in. Without a worker (or once it failed to
 * load), `makeHere` makes the asset in this thread.
 */
export function assetMaker<Request>(
  start: () => Worker,
  makeHere: (request: Request) => Promise<Uint8Array>,
): (request: Request) => Promise<Uint8Array> {
  /** The worker; null where there is none (or it failed to start). */
  let worker: Worker | null | undefined;
  const waiting = new Map<number, Waiting<Request>>();
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
      for (const { request, resolve, reject } of stranded) makeHere(request).then(resolve, reject);
    });
    return started;
  };

  return (request) => {
    if (worker === undefined) worker = startWorker();
    const making = worker;
    if (!making) return makeHere(request);
    return new Promise((resolve, reject) => {
      const id = nextId++;
      waiting.set(id, { request, resolve, reject });
      making.postMessage({ id, request });
    });
  };
}

/** The worker side: answers each `{ id, request }` message with what `make` made of it. */
export function answerAssetRequests<Request>(make: (request: Request) => Promise<Uint8Array>) {
  addEventListener('message', (event: MessageEvent<{ id: number; request: Request }>) => {
    const { id, request } = event.data;
    make(request).then(
      (bytes) => postMessage({ id, bytes } satisfies AssetAnswer, { transfer: [bytes.buffer] }),
      (error: unknown) => postMessage({ id, error: String(error) } satisfies AssetAnswer),
    );
  });
}
