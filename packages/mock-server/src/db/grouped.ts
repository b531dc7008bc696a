import type { Collection } from '@msw/data';
import type { z } from 'zod';

/**
 * A collection's rows grouped by a key that never changes on a row (a reply's thread, a status's
 * author), so a read finds one group without scanning a table that grows with every write. Creates and
 * deletes keep the groups current through the collection's hooks. An update rebuilds them on the next
 * read (its hook does not carry the row as stored), as does a clear or a reset (detected because the
 * collection's count no longer matches the one the hooks account for).
 */
export function groupedBy<Row extends object, Key>(
  collection: { all(): readonly Row[]; count(): number },
  keyOf: (row: Row) => Key,
): (key: Key) => readonly Row[] {
  let groups: Map<Key, Row[]> | null = null;
  let counted = 0;
  const add = (row: Row) => {
    const key = keyOf(row);
    const group = groups!.get(key);
    if (group) group.push(row);
    else groups!.set(key, [row]);
  };
  const { hooks } = collection as unknown as Collection<z.ZodType>;
  hooks.on('create', (event) => {
    if (!groups) return;
    add(event.data.record as Row);
    counted++;
  });
  hooks.on('update', () => void (groups = null));
  hooks.on('delete', (event) => {
    if (!groups || event.defaultPrevented) return;
    const row = event.data.deletedRecord as Row;
    const group = groups.get(keyOf(row));
    const at = group?.indexOf(row) ?? -1;
    if (at === -1) groups = null;
    else group!.splice(at, 1);
    counted--;
  });
  return (key) => {
    if (!groups || counted !== collection.count()) {
      groups = new Map();
      for (const row of collection.all()) add(row);
      counted = collection.count();
    }
    return groups.get(key) ?? [];
  };
}
