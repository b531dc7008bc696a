import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { nextId } from '../src/db/index.ts';
import { statuses } from '../src/db/statuses.ts';

setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function heapUsed(): number {
  collectGarbage();
  collectGarbage();
  return getHeapStatistics().used_heap_size;
}

describe('memory per stored row', () => {
  it('keeps a short status under 400 bytes (record keys flattened, no relation map per record)', async () => {
    const rows = 5_000;
    const before = heapUsed();
    for (let at = 0; at < rows; at += 1) {
      await statuses.create({
        id: nextId(statuses),
        account_id: 1,
        content: `Status number ${at}`,
        created_at: 1_700_000_000 + at,
      });
    }
    // About 340 bytes; about 500 with a relation Map per record (patches/@msw__data@1.1.7.patch),
    // about 920 with @msw/data's keys left as they are.
    expect((heapUsed() - before) / rows).toBeLessThan(400);
  });
});
