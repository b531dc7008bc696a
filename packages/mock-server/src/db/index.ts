import type { Collection } from '@msw/data';
import { z } from 'zod';
import {
  reportSchema,
  reports,
  usernameRestrictionSchema,
  usernameRestrictions,
  violationSchema,
  violations,
} from './accountability.ts';
import { accountSchema, accounts } from './accounts.ts';
import { blacklistWordSchema, blacklistWords } from './blacklist.ts';
import { checkoutSessionSchema, checkoutSessions, pledgeSchema, pledges } from './checkout.ts';
import {
  discordCodeSchema,
  discordCodes,
  discordConnectionSchema,
  discordConnections,
} from './connections.ts';
import { epochMs, epochSeconds } from './fields.ts';
import {
  commentSchema,
  comments,
  forumCategories,
  forumCategorySchema,
  replies,
  replySchema,
  threadSchema,
  threads,
} from './forums.ts';
import { recentGameSchema, recentGames } from './games.ts';
import { ownershipSchema, ownerships } from './inventory.ts';
import { listingSchema, listings } from './listings.ts';
import { outfitSchema, outfits } from './outfits.ts';
import { createPacer } from './pace.ts';
import {
  blockSchema,
  blocks,
  followSchema,
  follows,
  friendRequestSchema,
  friendRequests,
  friendshipSchema,
  friendships,
} from './relations.ts';
import { sessionSchema, sessions } from './sessions.ts';
import { statusSchema, statuses } from './statuses.ts';
import { accountTokenSchema, accountTokens } from './tokens.ts';

export * from './accounts.ts';
export * from './accountability.ts';
export * from './blacklist.ts';
export * from './checkout.ts';
export * from './connections.ts';
export * from './forums.ts';
export * from './games.ts';
export * from './inventory.ts';
export * from './listings.ts';
export * from './outfits.ts';
export * from './relations.ts';
export * from './sessions.ts';
export * from './statuses.ts';
export * from './tokens.ts';

/** Every collection of the mock database, by name. Handlers may import them from here or directly. */
export const db = {
  accounts,
  sessions,
  friendRequests,
  friendships,
  follows,
  blocks,
  statuses,
  recentGames,
  listings,
  ownerships,
  outfits,
  forumCategories,
  threads,
  replies,
  comments,
  reports,
  violations,
  usernameRestrictions,
  checkoutSessions,
  pledges,
  discordConnections,
  discordCodes,
  accountTokens,
  blacklistWords,
};

export type CollectionName = keyof typeof db;

const schemas: { [K in CollectionName]: z.ZodObject } = {
  accounts: accountSchema,
  sessions: sessionSchema,
  friendRequests: friendRequestSchema,
  friendships: friendshipSchema,
  follows: followSchema,
  blocks: blockSchema,
  statuses: statusSchema,
  recentGames: recentGameSchema,
  listings: listingSchema,
  ownerships: ownershipSchema,
  outfits: outfitSchema,
  forumCategories: forumCategorySchema,
  threads: threadSchema,
  replies: replySchema,
  comments: commentSchema,
  reports: reportSchema,
  violations: violationSchema,
  usernameRestrictions: usernameRestrictionSchema,
  checkoutSessions: checkoutSessionSchema,
  pledges: pledgeSchema,
  discordConnections: discordConnectionSchema,
  discordCodes: discordCodeSchema,
  accountTokens: accountTokenSchema,
  blacklistWords: blacklistWordSchema,
};

const collectionNames = Object.keys(db) as CollectionName[];

/**
 * @msw/data keys every record with `crypto.randomUUID()`, which Node builds by concatenation: a
 * string tree V8 keeps as it is, about 490 bytes, more than half of a short row's memory. Reading a
 * character flattens it to one string of about 66 bytes (a load run stores tens of thousands of rows
 * a minute; `test/row-memory.test.ts`).
 */
function flattenRecordKeys(): void {
  for (const name of collectionNames) {
    const { hooks } = db[name] as unknown as Collection<z.ZodType>;
    hooks.on('create', (event) => {
      const record = event.data.record as Record<symbol, unknown>;
      for (const key of Object.getOwnPropertySymbols(record)) {
        const value = record[key];
        if (typeof value === 'string') value.charCodeAt(0);
      }
    });
  }
}
flattenRecordKeys();

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

/**
 * Calls `onChange` whenever a record of any collection is created, updated or deleted (through the
 * collections' hooks). Returns the function that stops watching.
 */
export function watchDbChanges(onChange: () => void): () => void {
  // One controller a collection: an AbortSignal warns beyond 10 listeners.
  const controllers = collectionNames.map((name) => {
    const controller = new AbortController();
    const { hooks } = db[name] as unknown as Collection<z.ZodType>;
    hooks.on('create', onChange, { signal: controller.signal });
    hooks.on('update', onChange, { signal: controller.signal });
    hooks.on('delete', onChange, { signal: controller.signal });
    return controller;
  });
  return () => controllers.forEach((controller) => controller.abort());
}

/** Empties every collection. */
export function clearDb(): void {
  for (const name of collectionNames) db[name].clear();
}

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
    const collection = db[name] as unknown as Collection<z.ZodType>;
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
    const collection = db[name] as unknown as Collection<z.ZodType>;
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
export function rowKey(record: object): string {
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
    const { hooks } = db[name] as unknown as Collection<z.ZodType>;
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
