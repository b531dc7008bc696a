import type { Scenario } from '../run.ts';

/**
 * `filter_conformance`: every result of a filtered or searched read matches the filter, and a
 * known matching item is among the results.
 *
 * A data check over the rows of a read (every page, `readEveryPage`): the scenario states the
 * filter it sent as a predicate in the contract's words and names an item it knows matches.
 */
export const FILTER_CONFORMANCE = 'filter_conformance';

export interface Filter<T> {
  /** The filter in words, for the report: `of type 3, 100–600 nodes, "brave" in name or text`. */
  rule: string;
  holds(row: T): boolean;
}

/** Checks the rows of `read` against `filter`, and that `known` (by `id`) is among them. */
export function checkFiltered<T>(
  t: Scenario,
  read: string,
  rows: T[],
  filter: Filter<T>,
  known?: { id(row: T): number | string; row: T },
): void {
  const strays = rows.filter((row) => !filter.holds(row));
  t.assert(
    FILTER_CONFORMANCE,
    `${read}: every result is ${filter.rule}`,
    strays.length === 0,
    filter.rule,
    { results: rows.length, not_matching: strays.length, first: strays.slice(0, 3) },
  );
  if (!known) return;
  const id = known.id(known.row);
  t.assert(
    FILTER_CONFORMANCE,
    `${read}: the results hold ${id}, a known match`,
    rows.some((row) => known.id(row) === id),
    id,
    rows.slice(0, 30).map(known.id),
  );
}
