import { z } from 'zod';
import {
  anyCollection,
  clearDb,
  collectionNames,
  db,
  schemas,
  type CollectionName,
} from './collections.ts';
import { epochMs, epochSeconds } from './fields.ts';
import { createPacer } from './pace.ts';

/**
 * A JSON-serialisable copy of the whole database. Bump `SNAPSHOT_VERSION` whenever a schema changes
 * incompatibly or saved data must follow a corrected seed: stored snapshots of another version are
 * dropped and the seed runs again. (2: empty bare slots, no community category, one-hour edits.)
 */
export const SNAPSHOT_VERSION = 2;

export interface DbSnapshot {
  version: number;
  collections: Record<CollectionName, unknown[]>;
}

export function exportSnapshot(): DbSnapshot {
  const collections = {} as Record<CollectionName, unknown[]>;
  // Spreading drops @msw/data's internal symbol keys, leaving plain JSON values.
  for (const name of collectionNames) collections[name] = db[name].all().map((row) => ({ ...row }));
  return { version: SNAPSHOT_VERSION, collections };
}

/**
 * Replaces the database with a snapshot. Returns false (leaving the database empty) when the
 * snapshot is of another version or any record no longer matches its schema.
 */
export async function importSnapshot(snapshot: unknown): Promise<boolean> {
  return (await loadSnapshot(snapshot)).ok;
}

/**
 * {@link importSnapshot} that says what is wrong: the first problem found (not a snapshot, another
 * version, a row that breaks its collection's schema), the database then left empty.
 */
export async function loadSnapshot(
  snapshot: unknown,
): Promise<{ ok: true } | { ok: false; reason: string }> {
  clearDb();
  if (!isSnapshot(snapshot)) {
    const version = (snapshot as { version?: unknown } | null)?.version;
    return {
      ok: false,
      reason:
        version === SNAPSHOT_VERSION
          ? 'no collections'
          : `not a snapshot of version ${SNAPSHOT_VERSION} (version ${String(version)})`,
    };
  }
  const pace = createPacer();
  for (const name of collectionNames) {
    const collection = anyCollection(name);
    const rows = snapshot.collections[name] ?? [];
    if (!Array.isArray(rows)) {
      clearDb();
      return { ok: false, reason: `collection ${name} is not a list` };
    }
    for (const [index, row] of rows.entries()) {
      await pace();
      const parsed = schemas[name].safeParse(row);
      if (!parsed.success) {
        clearDb();
        const issue = parsed.error.issues[0];
        return {
          ok: false,
          reason: `${name}[${index}] breaks its schema (${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'})`,
        };
      }
      await collection.create(parsed.data);
    }
  }
  return { ok: true };
}

/**
 * Replaces the database with a snapshot this process exported itself (no version or schema check
 * beyond the collections' own): the fast path of a reset. Rows are copied by `create`.
 */
export async function restoreSnapshot(snapshot: DbSnapshot): Promise<void> {
  clearDb();
  const pace = createPacer();
  for (const name of collectionNames) {
    const collection = anyCollection(name);
    for (const row of snapshot.collections[name]) {
      await pace();
      await collection.create(row);
    }
  }
}

/** The time fields of a collection, found from its schema: `epochSeconds` or `epochMs`, nullable or not. */
function timeFields(schema: z.ZodObject): { seconds: string[]; ms: string[] } {
  const fields = { seconds: [] as string[], ms: [] as string[] };
  for (const [key, field] of Object.entries(schema.shape)) {
    const base = field instanceof z.ZodNullable ? field.unwrap() : field;
    if (base === epochSeconds) fields.seconds.push(key);
    else if (base === epochMs) fields.ms.push(key);
  }
  return fields;
}

const TIME_FIELDS = Object.fromEntries(
  collectionNames.map((name) => [name, timeFields(schemas[name])]),
) as Record<CollectionName, { seconds: string[]; ms: string[] }>;

/**
 * `snapshot` with every time moved: epoch-second fields by `seconds`, epoch-millisecond fields by
 * `ms` (null times stay null). Rows with times are copied (shallowly); `snapshot` is not changed.
 */
export function shiftSnapshot(
  snapshot: DbSnapshot,
  { seconds, ms }: { seconds: number; ms: number },
): DbSnapshot {
  const shift = (row: Record<string, unknown>, keys: string[], by: number) => {
    for (const key of keys) {
      const value = row[key];
      if (typeof value === 'number') row[key] = value + by;
    }
  };
  const collections = {} as Record<CollectionName, unknown[]>;
  for (const name of collectionNames) {
    const fields = TIME_FIELDS[name];
    const rows = snapshot.collections[name] as Record<string, unknown>[];
    collections[name] =
      fields.seconds.length + fields.ms.length === 0
        ? rows
        : rows.map((original) => {
            const row = { ...original };
            shift(row, fields.seconds, seconds);
            shift(row, fields.ms, ms);
            return row;
          });
  }
  return { version: snapshot.version, collections };
}

/** Freezes a JSON value and everything in it, so code that would change it throws instead. */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function isSnapshot(value: unknown): value is DbSnapshot {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as DbSnapshot).version === SNAPSHOT_VERSION &&
    typeof (value as DbSnapshot).collections === 'object' &&
    (value as DbSnapshot).collections !== null
  );
}
