import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AssetAnswer } from './asset-worker.ts';

/** What the page's worker and the page itself make of a job: the same bytes. */
const make = async (job: string) => new TextEncoder().encode(`made ${job}`);

/** A page's worker that answers the messages it got in reverse order, once it has `expected`. */
class AnsweringWorker extends EventTarget {
  static started = 0;
  static expected = 0;
  private readonly inbox: { id: number; job: string }[] = [];
  constructor() {
    super();
    AnsweringWorker.started++;
  }
  postMessage(message: { id: number; job: string }) {
    this.inbox.push(message);
    if (this.inbox.length === AnsweringWorker.expected) void this.answerAll();
  }
  private async answerAll() {
    for (const { id, job } of this.inbox.reverse()) {
      const data: AssetAnswer =
        job === 'broken' ? { id, error: 'Error: broken' } : { id, bytes: await make(job) };
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

async function makerIn(page: { window?: unknown; Worker?: unknown }) {
  vi.resetModules();
  for (const [name, value] of Object.entries(page)) vi.stubGlobal(name, value);
  const { assetMaker } = await import('./asset-worker.ts');
  const makeHere = vi.fn(make);
  const startWorker = vi.fn(() => new (globalThis.Worker as typeof Worker)(''));
  return { maker: assetMaker(startWorker, makeHere), makeHere, startWorker };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

const decode = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('assets made in a page', () => {
  it('come from one worker, each job with its own answer, in any order', async () => {
    AnsweringWorker.expected = 3;
    const { maker, makeHere, startWorker } = await makerIn({
      window: globalThis,
      Worker: AnsweringWorker,
    });
    const answers = ['a', 'b', 'broken'].map((job) => maker(job));
    expect(decode(await answers[0]!)).toBe('made a');
    expect(decode(await answers[1]!)).toBe('made b');
    await expect(answers[2]).rejects.toThrow('broken');
    expect(startWorker).toHaveBeenCalledTimes(1);
    expect(makeHere).not.toHaveBeenCalled();
  });

  it('are made in the page when its worker cannot load, then without asking it again', async () => {
    const { maker, makeHere, startWorker } = await makerIn({
      window: globalThis,
      Worker: FailingWorker,
    });
    expect(decode(await maker('a'))).toBe('made a');
    expect(FailingWorker.terminated).toBe(true);
    expect(decode(await maker('b'))).toBe('made b');
    expect(makeHere).toHaveBeenCalledTimes(2);
    expect(startWorker).toHaveBeenCalledTimes(1);
  });

  it('are made where they are asked outside a page (Node, jsdom)', async () => {
    const { maker, startWorker } = await makerIn({});
    expect(decode(await maker('a'))).toBe('made a');
    expect(startWorker).not.toHaveBeenCalled();
  });
});
