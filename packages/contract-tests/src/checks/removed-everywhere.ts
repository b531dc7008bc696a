import type { Scenario } from '../run.ts';
import type { Listed } from './created-exactly-once.ts';

/**
 * `removed_everywhere`: after a delete or removal, the thing is gone from every list that held it,
 * each list's count moved down by exactly one, and its own read answers the documented 404.
 *
 * A data check over several answers (Schemathesis' `use_after_free`, widened to the lists):
 * `removeEverywhere` reads every list (each must hold the thing once), removes, reads them again.
 */
export const REMOVED_EVERYWHERE = 'removed_everywhere';

export interface Holder<T> {
  /** Names the list in the report: `the category's threads`. */
  name: string;
  list(): Promise<Listed<T>>;
  /** The thing, as this list shows it (a friendship is the other account on each side). */
  isIt(item: T): boolean;
}

export interface Removal<T> {
  /** Names the thing in the report: `thread 12`. */
  what: string;
  holders: Holder<T>[];
  remove(): Promise<unknown>;
  /** Its own read, called expecting the documented 404 (absent when it has none). */
  readGone?(): Promise<unknown>;
}

export async function removeEverywhere<T>(t: Scenario, removal: Removal<T>): Promise<void> {
  const before: Listed<T>[] = [];
  for (const holder of removal.holders) {
    const listed = await holder.list();
    const copies = listed.items.filter(holder.isIt).length;
    t.assert(
      REMOVED_EVERYWHERE,
      `${removal.what}: in ${holder.name} before the removal`,
      copies === 1,
      1,
      copies,
    );
    before.push(listed);
  }
  await removal.remove();
  for (const [index, holder] of removal.holders.entries()) {
    const listed = await holder.list();
    const left = listed.items.filter(holder.isIt).length;
    t.assert(REMOVED_EVERYWHERE, `${removal.what}: gone from ${holder.name}`, left === 0, 0, left);
    const count = before[index]!.count - 1;
    t.assert(
      REMOVED_EVERYWHERE,
      `${removal.what}: ${holder.name} counts one less`,
      listed.count === count,
      count,
      listed.count,
    );
  }
  await removal.readGone?.();
}
