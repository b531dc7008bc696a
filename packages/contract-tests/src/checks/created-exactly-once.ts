import type { Scenario } from '../run.ts';

/**
 * `created_exactly_once`: after a create, the new item appears exactly once in the list that
 * should hold it, and the list's count moved by exactly one.
 *
 * A data check over several answers: `createExactlyOnce` reads the list, creates, reads the list
 * again. The item is recognised by what the kit wrote into it (a title or text unique to the run),
 * not by the id the create answered, so a create stored twice shows as two rows.
 */
export const CREATED_EXACTLY_ONCE = 'created_exactly_once';

/** A list as read now: its count of items as the server reports it, and its items. */
export interface Listed<T> {
  count: number;
  items: T[];
}

export interface Creation<R, T> {
  /** Names the item and its list in the report: `the reply in its thread`. */
  what: string;
  create(): Promise<R>;
  /** Reads the whole list that should hold the item (every page). */
  list(): Promise<Listed<T>>;
  /** The created item, by what the kit wrote into it. */
  isNew(item: T): boolean;
}

/** Creates the item and checks that the list holds it once more than before; answers the create. */
export async function createExactlyOnce<R, T>(t: Scenario, creation: Creation<R, T>): Promise<R> {
  const before = await creation.list();
  const created = await creation.create();
  const after = await creation.list();
  const copies = after.items.filter(creation.isNew).length;
  t.assert(CREATED_EXACTLY_ONCE, `${creation.what}: listed exactly once`, copies === 1, 1, copies);
  t.assert(
    CREATED_EXACTLY_ONCE,
    `${creation.what}: the count moved by exactly one`,
    after.count === before.count + 1,
    before.count + 1,
    after.count,
  );
  return created;
}
