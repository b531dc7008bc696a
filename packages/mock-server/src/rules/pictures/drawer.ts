import type { RenderSize } from '../../db/render-images.ts';
import type { AvatarLook, ItemLook } from './looks.ts';

/**
 * Draws the content host's generated pictures. In a browser page (the demo, Storybook) a worker
 * draws them: a forum thread's 35 avatars cost about a second of main-thread time on a laptop and
 * four on a slow phone, in the page the mock serves. Node, jsdom and a page whose worker cannot
 * start draw where they are; the bytes are the same.
 */

export type DrawRequest =
  { picture: 'item'; look: ItemLook } | { picture: 'avatar'; look: AvatarLook; size: RenderSize };

export type DrawAnswer = { id: number; bytes: Uint8Array } | { id: number; error: string };

interface Waiting {
  request: DrawRequest;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

async function drawHere(request: DrawRequest): Promise<Uint8Array> {
  const { avatarPng, itemPng } = await import('./draw.ts');
  return request.picture === 'item' ? itemPng(request.look) : avatarPng(request.look, request.size);
}

/** The page's drawing worker; null where there is none (or it failed to start). */
let worker: Worker | null | undefined;
const waiting = new Map<number, Waiting>();
let nextId = 0;

function startWorker(): Worker | null {
  if (typeof window === 'undefined' || typeof Worker === 'undefined') return null;
  let started: Worker;
  try {
    started = new Worker(new URL('./draw-worker.ts', import.meta.url), {
      type: 'module',
      name: 'endless-mock-pictures',
    });
  } catch {
    return null;
  }
  started.addEventListener('message', ({ data }: MessageEvent<DrawAnswer>) => {
    const pending = waiting.get(data.id);
    waiting.delete(data.id);
    if (!pending) return;
    if ('bytes' in data) pending.resolve(data.bytes);
    else pending.reject(new Error(data.error));
  });
  // The worker's script did not load (or the worker died): what it was asked is drawn here.
  started.addEventListener('error', (event) => {
    event.preventDefault();
    started.terminate();
    worker = null;
    const stranded = [...waiting.values()];
    waiting.clear();
    for (const { request, resolve, reject } of stranded) drawHere(request).then(resolve, reject);
  });
  return started;
}

export function drawPicture(request: DrawRequest): Promise<Uint8Array> {
  if (worker === undefined) worker = startWorker();
  const drawing = worker;
  if (!drawing) return drawHere(request);
  return new Promise((resolve, reject) => {
    const id = nextId++;
    waiting.set(id, { request, resolve, reject });
    drawing.postMessage({ id, request });
  });
}
