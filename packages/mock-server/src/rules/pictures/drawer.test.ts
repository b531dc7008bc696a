import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DrawAnswer, DrawRequest } from './drawer.ts';

const RED: [number, number, number] = [200, 40, 40];
const requests: DrawRequest[] = [
  { picture: 'item', look: { kind: 3, variant: 1, colour: RED } },
  {
    picture: 'avatar',
    look: { body: [241, 194, 125], eyes: [43, 27, 14], build: 0, eyeShape: 0, worn: [] },
    size: 'half',
  },
];

/** The bytes drawn in this thread (what Node and jsdom serve). */
async function drawnHere(request: DrawRequest): Promise<Uint8Array> {
  const { avatarPng, itemPng } = await import('./draw.ts');
  return request.picture === 'item' ? itemPng(request.look) : avatarPng(request.look, request.size);
}

/** A page's drawing worker: answers in the reverse order of the messages it got. */
class AnsweringWorker extends EventTarget {
  static started = 0;
  private readonly inbox: { id: number; request: DrawRequest }[] = [];
  constructor() {
    super();
    AnsweringWorker.started++;
  }
  postMessage(message: { id: number; request: DrawRequest }) {
    this.inbox.push(message);
    if (this.inbox.length === requests.length) void this.answerAll();
  }
  private async answerAll() {
    for (const { id, request } of this.inbox.reverse()) {
      const data: DrawAnswer = { id, bytes: await drawnHere(request) };
      this.dispatchEvent(new MessageEvent('message', { data }));
    }
  }
  terminate() {}
}

/** A worker whose script does not load. */
class FailingWorker extends EventTarget {
  static terminated = false;
  postMessage() {
    queueMicrotask(() => this.dispatchEvent(new Event('error', { cancelable: true })));
  }
  terminate() {
    FailingWorker.terminated = true;
  }
}

async function loadDrawer(worker: unknown) {
  vi.resetModules();
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('Worker', worker);
  return import('./drawer.ts');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('drawing pictures in a page', () => {
  it('asks one worker and gives each picture its own answer, in any order', async () => {
    const { drawPicture } = await loadDrawer(AnsweringWorker);
    const drawn = await Promise.all(requests.map((request) => drawPicture(request)));
    expect(AnsweringWorker.started).toBe(1);
    for (const [i, request] of requests.entries()) {
      expect(drawn[i]).toEqual(await drawnHere(request));
    }
  });

  it('draws in the page when the worker cannot start', async () => {
    const { drawPicture } = await loadDrawer(FailingWorker);
    const [item] = requests;
    expect(await drawPicture(item!)).toEqual(await drawnHere(item!));
    expect(FailingWorker.terminated).toBe(true);
    // Later pictures no longer wait for a worker.
    expect(await drawPicture(item!)).toEqual(await drawnHere(item!));
  });
});
