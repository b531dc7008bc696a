// The content host's picture drawing, off the page's main thread (see drawer.ts).
import { avatarPng, itemPng } from './draw.ts';
import type { DrawRequest, DrawAnswer } from './drawer.ts';

addEventListener('message', (event: MessageEvent<{ id: number; request: DrawRequest }>) => {
  const { id, request } = event.data;
  const drawn =
    request.picture === 'item' ? itemPng(request.look) : avatarPng(request.look, request.size);
  drawn.then(
    (bytes) => postMessage({ id, bytes } satisfies DrawAnswer, { transfer: [bytes.buffer] }),
    (error: unknown) => postMessage({ id, error: String(error) } satisfies DrawAnswer),
  );
});
