import type { Collection } from '@msw/data';
import type { z } from 'zod';

type IdTable = { all(): ReadonlyArray<{ id: number }>; count(): number };

const highestIds = new WeakMap<IdTable, () => number>();

/**
 * The highest id a collection has held, kept by its hooks instead of a scan on every create (tables
 * grow with every write). Deleting the highest row keeps it: a deleted thread's id is never handed
 * to the next one, where a client still holding it would find another thread (the kit's exploration
 * found that). Rescanned once the collection is emptied or was refilled without its hooks (its
 * count no longer matches the one the hooks account for).
 */
function trackHighestId(collection: IdTable): () => number {
  let highest: number | null = null;
  let counted = 0;
  const { hooks } = collection as unknown as Collection<z.ZodObject<{ id: z.ZodNumber }>>;
  hooks.on('create', (event) => {
    if (highest === null) return;
    highest = Math.max(highest, event.data.record.id);
    counted++;
  });
  hooks.on('delete', (event) => {
    if (highest === null || event.defaultPrevented) return;
    counted--;
    if (counted === 0) highest = null;
  });
  return () => {
    if (highest === null || counted !== collection.count()) {
      highest = 0;
      for (const record of collection.all()) if (record.id > highest) highest = record.id;
      counted = collection.count();
    }
    return highest;
  };
}

/** The next numeric id of a collection (highest held + 1), so ids stay stable across restores. */
export function nextId(collection: IdTable): number {
  let highest = highestIds.get(collection);
  if (!highest) highestIds.set(collection, (highest = trackHighestId(collection)));
  return highest() + 1;
}
