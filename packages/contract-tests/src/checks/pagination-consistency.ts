import type { Contract } from '../contract.ts';
import type { CallOptions, OperationKey, Scenario } from '../run.ts';

/**
 * `pagination_consistency`: the pages of a paginated read are disjoint, in the documented order,
 * together the whole set, and agree with its total.
 *
 * A data check over several answers: `readEveryPage` reads page 1, 2, … and one past the last, and
 * fails the scenario (with the page and rows at fault) when a page repeats a row (its own or an
 * earlier page's), holds more or fewer rows than the total and the contract's page size call for,
 * reports another total or another page number, or breaks the documented order, within a page or
 * across two; or when the rows of every page together are not the whole set.
 */
export const PAGINATION_CONSISTENCY = 'pagination_consistency';

/** A read of more pages than this checks those pages only (not the whole set, nor the page past). */
export const MAX_PAGES = 15;

type Query = NonNullable<CallOptions['query']>;

/** An order the contract documents for a list: `holds(a, b)` when `a` may come before `b`. */
export interface Order<T> {
  rule: string;
  holds(before: T, after: T): boolean;
}

/** Rows sorted by `keys` in turn, each ascending (negate a key for descending). */
export function ordered<T>(rule: string, ...keys: ((row: T) => number)[]): Order<T> {
  return {
    rule,
    holds: (a, b) => {
      for (const key of keys) {
        if (key(a) !== key(b)) return key(a) < key(b);
      }
      return true;
    },
  };
}

export interface Paginated<B, T> {
  key: OperationKey;
  /** Names the read in the report: `<label>, page 2`. */
  label: string;
  token?: string | null;
  /** The query without the page number. */
  query?: Query;
  /** The query parameter holding the page number, from 1. */
  param: 'page' | 'paginate';
  /** The body's field holding the page's rows; its `maxItems` in the contract is the page size. */
  list: string & keyof B;
  /** A field whose rows come on page 1 only, apart from the set (the forums' pinned threads). */
  firstPageOnly?: string & keyof B;
  /** What tells two rows apart (an id). */
  id(row: T): number | string;
  /** The body's count of the whole set (`paging.total_elements`, `thread_count`). */
  total(body: B): number;
  order?: Order<T>;
}

interface PagingObject {
  current_page?: number;
  page_size?: number;
  total_elements?: number;
}

export interface EveryPage<T> {
  /** The count of the whole set, as page 1 gives it. */
  total: number;
  /** The rows of every page, in order. */
  rows: T[];
  /** The rows of `firstPageOnly` on page 1. */
  firstPageRows: T[];
}

/** The `maxItems` of `list` in the operation's 200 response schema: the page size. */
export function pageSize(contract: Contract, key: OperationKey, list: string): number {
  const { document } = contract;
  const deref = (node: unknown): Record<string, unknown> => {
    let value = node as Record<string, unknown>;
    while (typeof value.$ref === 'string') {
      value = value.$ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((n, s) => (n as Record<string, unknown>)[s], document) as Record<
        string,
        unknown
      >;
    }
    return value;
  };
  const response = contract.byKey.get(key)?.responses.get(200)?.response;
  const schema = deref(response?.content?.['application/json']?.schema ?? {});
  const field = deref((schema.properties as Record<string, unknown> | undefined)?.[list] ?? {});
  if (typeof field.maxItems !== 'number') {
    throw new Error(`${key}: the contract gives ${list} no maxItems (the page size)`);
  }
  return field.maxItems;
}

/**
 * Reads every page of `read` (at most `MAX_PAGES`, then one past the last) and checks them against
 * each other; answers the total and the rows of all pages, in order.
 */
export async function readEveryPage<B, T>(
  t: Scenario,
  read: Paginated<B, T>,
): Promise<EveryPage<T>> {
  const size = pageSize(t.run.contract, read.key, read.list);
  const rowsOf = (body: B, field: string & keyof B = read.list) => (body[field] ?? []) as T[];
  const fetchPage = async (page: number) =>
    (
      await t.call<B>(read.key, {
        token: read.token ?? null,
        query: { ...read.query, [read.param]: page },
        step: `${read.label}, page ${page}`,
      })
    ).body;
  const check = (holds: boolean, step: string, expected: unknown, received: unknown) =>
    t.assert(PAGINATION_CONSISTENCY, `${read.label}: ${step}`, holds, expected, received);

  const first = await fetchPage(1);
  const total = read.total(first);
  const pages = Math.ceil(total / size);
  const whole = pages <= MAX_PAGES;
  const firstPageRows = read.firstPageOnly ? rowsOf(first, read.firstPageOnly) : [];
  const seen = new Map<number | string, number>(firstPageRows.map((row) => [read.id(row), 1]));
  const rows: T[] = [];
  for (let page = 1; page <= (whole ? pages + 1 : MAX_PAGES); page++) {
    const body = page === 1 ? first : await fetchPage(page);
    const pageRows = rowsOf(body);
    const repeated: string[] = [];
    for (const row of pageRows) {
      const id = read.id(row);
      if (seen.has(id)) repeated.push(`${id} (already on page ${seen.get(id)})`);
      else seen.set(id, page);
    }
    check(repeated.length === 0, `page ${page} repeats no row`, 'rows on no other page', repeated);
    const wanted = page < pages ? size : page === pages ? total - (pages - 1) * size : 0;
    check(
      read.total(body) === total && pageRows.length === wanted,
      `page ${page} holds ${wanted} of the ${total} rows`,
      { total, rows: wanted },
      { total: read.total(body), rows: pageRows.length },
    );
    const paging = ((body as Record<string, unknown>).paging ??
      (body as Record<string, unknown>).pagination) as PagingObject | undefined;
    if (paging) {
      check(
        paging.current_page === page &&
          paging.page_size === size &&
          paging.total_elements === total,
        `page ${page} says it is page ${page} of ${size} rows, of ${total}`,
        { current_page: page, page_size: size, total_elements: total },
        paging,
      );
    }
    if (read.firstPageOnly && page > 1) {
      const early = rowsOf(body, read.firstPageOnly);
      check(
        early.length === 0,
        `page ${page} leaves ${read.firstPageOnly} to page 1`,
        [],
        early.map(read.id),
      );
    }
    for (const row of pageRows) {
      const previous = rows.at(-1);
      if (read.order && previous !== undefined) {
        check(
          read.order.holds(previous, row),
          `page ${page} keeps the order (${read.order.rule})`,
          `${read.id(previous)} before ${read.id(row)} in that order`,
          { before: previous, after: row },
        );
      }
      rows.push(row);
    }
  }
  if (whole) {
    check(
      seen.size === total + firstPageRows.length,
      'the pages together hold the whole set',
      total,
      seen.size - firstPageRows.length,
    );
  }
  return { total, rows, firstPageRows };
}
