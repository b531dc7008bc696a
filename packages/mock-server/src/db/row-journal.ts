import { anyCollection, collectionNames, db, type CollectionName } from './collections.ts';
import { SNAPSHOT_VERSION, type DbSnapshot } from './snapshots.ts';

// What the standalone server's journal (storage/journal-file.ts) is made of: rows by their keys,
// and the rows changed since the last save.

/** One changed row for the state file's journal: the row as it is now, or null once deleted. */
export interface RowChange {
  /** Collection name. */
  c: CollectionName;
  /** The row's key: @msw/data's primary key, stable for the life of the process. */
  k: string;
  /** The row (plain JSON), or null when it was deleted. */
  r: unknown;
}

/** @msw/data's own primary key of a record (a symbol it does not export; found by its name). */
let primaryKeySymbol: symbol | undefined;
function rowKey(record: object): string {
  primaryKeySymbol ??= Object.getOwnPropertySymbols(record).find(
    (symbol) => symbol.description === 'kPrimaryKey',
  );
  return primaryKeySymbol ? String((record as Record<symbol, unknown>)[primaryKeySymbol]) : '';
}

/** Every row of the database with its key, collection by collection (for the journal's snapshot). */
export function exportKeyedSnapshot(): DbSnapshot & { keys: Record<CollectionName, string[]> } {
  const collections = {} as Record<CollectionName, unknown[]>;
  const keys = {} as Record<CollectionName, string[]>;
  for (const name of collectionNames) {
    const rows = db[name].all();
    collections[name] = rows.map((row) => ({ ...row }));
    keys[name] = rows.map((row) => rowKey(row));
  }
  return { version: SNAPSHOT_VERSION, collections, keys };
}

/**
 * Follows which rows change (through the collections' hooks), for a journal of changed rows.
 * `take()` (call it while no handler is half-way through a change) returns the changes since the
 * last take: each changed row as it is now (null once deleted), in the order rows first changed
 * (so new rows come in the order they were created), or null when they cannot be told row by row
 * (a collection's size differs from what the hooks account for: a clear, a reset): then save it all.
 */
export function trackDbRows(): { take(): RowChange[] | null; restart(): void; stop(): void } {
  // The latest version of each changed row, by collection and key; null once deleted.
  const dirty = new Map<CollectionName, Map<string, object | null>>();
  const expected = new Map<CollectionName, number>();
  const restart = () => {
    dirty.clear();
    for (const name of collectionNames) expected.set(name, db[name].count());
  };
  restart();
  const controllers = collectionNames.map((name) => {
    const controller = new AbortController();
    const { hooks } = anyCollection(name);
    const mark = (record: object, now: object | null, delta: number) => {
      let rows = dirty.get(name);
      if (!rows) dirty.set(name, (rows = new Map()));
      rows.set(rowKey(record), now);
      expected.set(name, (expected.get(name) ?? 0) + delta);
    };
    const { signal } = controller;
    hooks.on(
      'create',
      (event) => mark(event.data.record as object, event.data.record as object, 1),
      {
        signal,
      },
    );
    hooks.on(
      'update',
      (event) => mark(event.data.nextRecord as object, event.data.nextRecord as object, 0),
      { signal },
    );
    hooks.on(
      'delete',
      (event) => {
        // A prevented delete keeps the row: nothing changed.
        if (!event.defaultPrevented) mark(event.data.deletedRecord as object, null, -1);
      },
      { signal },
    );
    return controller;
  });
  const take = (): RowChange[] | null => {
    const complete = collectionNames.every((name) => db[name].count() === expected.get(name));
    const changes: RowChange[] = [];
    if (complete) {
      for (const [name, rows] of dirty) {
        for (const [key, row] of rows) changes.push({ c: name, k: key, r: row && { ...row } });
      }
    }
    dirty.clear();
    if (!complete) {
      restart();
      return null;
    }
    return changes;
  };
  return { take, restart, stop: () => controllers.forEach((controller) => controller.abort()) };
}
