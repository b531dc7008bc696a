import { Collection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nextId } from '../src/db/index.ts';

const rows = () => new Collection({ schema: z.object({ id: z.number(), name: z.string() }) });

describe('nextId', () => {
  it('is one past the highest id, following creates made after the first call', async () => {
    const collection = rows();
    expect(nextId(collection)).toBe(1);
    await collection.create({ id: 5, name: 'five' });
    expect(nextId(collection)).toBe(6);
    await collection.create({ id: nextId(collection), name: 'six' });
    await collection.create({ id: 2, name: 'two' });
    expect(nextId(collection)).toBe(7);
  });

  it('never hands out a deleted id again, and starts over once the collection is cleared', async () => {
    const collection = rows();
    for (const id of [1, 2, 3]) await collection.create({ id, name: `n${id}` });
    expect(nextId(collection)).toBe(4);
    collection.delete((q) => q.where({ id: 3 }));
    expect(nextId(collection)).toBe(4);
    collection.delete((q) => q.where({ id: 1 }));
    expect(nextId(collection)).toBe(4);
    collection.clear();
    await collection.create({ id: 1, name: 'again' });
    expect(nextId(collection)).toBe(2);
  });
});
