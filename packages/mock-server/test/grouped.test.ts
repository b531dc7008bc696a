import { Collection } from '@msw/data';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { groupedBy } from '../src/db/grouped.ts';

const noteSchema = z.object({ id: z.number(), topic: z.number(), text: z.string() });

function notes() {
  const collection = new Collection({ schema: noteSchema });
  const ofTopic = groupedBy(collection, (note) => note.topic);
  /** What a scan of the whole table gives, to compare the groups with. */
  const scanned = (topic: number) => collection.all().filter((note) => note.topic === topic);
  return { collection, ofTopic, scanned };
}

describe('groupedBy', () => {
  it('finds the rows created before and after the first read, in their stored order', async () => {
    const { collection, ofTopic, scanned } = notes();
    await collection.create({ id: 1, topic: 7, text: 'a' });
    await collection.create({ id: 2, topic: 8, text: 'b' });
    expect(ofTopic(7)).toEqual(scanned(7));
    await collection.create({ id: 3, topic: 7, text: 'c' });
    expect(ofTopic(7).map((note) => note.id)).toEqual([1, 3]);
    expect(ofTopic(7)).toEqual(scanned(7));
    expect(ofTopic(9)).toEqual([]);
  });

  it('drops deleted rows and shows updated ones as stored', async () => {
    const { collection, ofTopic, scanned } = notes();
    for (let id = 1; id <= 4; id++) await collection.create({ id, topic: id % 2, text: `n${id}` });
    expect(ofTopic(1).map((note) => note.id)).toEqual([1, 3]);
    collection.delete((q) => q.where({ id: 1 }));
    expect(ofTopic(1)).toEqual(scanned(1));
    await collection.update((q) => q.where({ id: 3 }), {
      data: (draft) => void (draft.text = 'edited'),
    });
    expect(ofTopic(1)).toEqual(scanned(1));
    expect(ofTopic(1)[0]!.text).toBe('edited');
    // The row as stored, not a copy made for the update's hook.
    expect(ofTopic(1)[0]).toBe(collection.findFirst((q) => q.where({ id: 3 })));
  });

  it('is rebuilt after a clear and new rows (no hooks tell of a clear)', async () => {
    const { collection, ofTopic, scanned } = notes();
    await collection.create({ id: 1, topic: 1, text: 'old' });
    expect(ofTopic(1)).toHaveLength(1);
    collection.clear();
    await collection.create({ id: 2, topic: 1, text: 'new' });
    expect(ofTopic(1)).toEqual(scanned(1));
    expect(ofTopic(1).map((note) => note.text)).toEqual(['new']);
  });
});
