// The marketplace results view keeps its whole state in the URL (spec 03 §2): this module reads
// the query string into a search and writes a search back, so back/forward restores each search.
import type { MarketplaceSearch } from '../../config/paths';
import {
  CATEGORIES,
  DEFAULT_LIST,
  LIST_NAMES,
  TEXTS,
  categoryName,
  type ListingType,
  type MarketplaceList,
} from './constants';

export interface MarketplaceQuery {
  /** As written in the URL; empty means the default list. */
  lists: MarketplaceList[];
  categories: ListingType[];
  pMin?: number;
  pMax?: number;
  officialOnly: boolean;
  uniquesOnly: boolean;
  includeHidden: boolean;
  search: string;
  page: number;
}

const DIGITS = /^\d+$/;

function isList(value: number): value is MarketplaceList {
  return value === 0 || value === 1 || value === 2 || value === 3;
}

function isCategory(value: number): value is ListingType {
  return CATEGORIES.some((category) => category.id === value);
}

/** Distinct valid integers of a repeated parameter, in URL order; anything else is ignored. */
function integers<T extends number>(values: string[], keep: (value: number) => value is T): T[] {
  const found: T[] = [];
  for (const raw of values) {
    if (!DIGITS.test(raw)) continue;
    const value = Number(raw);
    if (keep(value) && !found.includes(value)) found.push(value);
  }
  return found;
}

function bound(raw: string | null): number | undefined {
  return raw !== null && DIGITS.test(raw) ? Number(raw) : undefined;
}

function flag(raw: string | null): boolean {
  return raw === 'true' || raw === '1';
}

export function parseMarketplaceQuery(params: URLSearchParams): MarketplaceQuery {
  const page = bound(params.get('page'));
  return {
    lists: integers(params.getAll('list'), isList),
    categories: integers(params.getAll('category'), isCategory),
    pMin: bound(params.get('pMin')),
    pMax: bound(params.get('pMax')),
    officialOnly: flag(params.get('officialOnly')),
    uniquesOnly: flag(params.get('uniquesOnly')),
    includeHidden: flag(params.get('includeHidden')),
    search: params.get('search') ?? '',
    page: page !== undefined && page >= 1 ? page : 1,
  };
}

/** The lists actually searched: the URL's, else the default (Featured). */
export function effectiveLists(query: MarketplaceQuery): MarketplaceList[] {
  return query.lists.length > 0 ? query.lists : [DEFAULT_LIST];
}

/** The query as a marketplace URL search (for `paths.marketplace.list.getHref`). */
export function toMarketplaceSearch(query: MarketplaceQuery): MarketplaceSearch {
  return {
    list: query.lists,
    category: query.categories,
    pMin: query.pMin,
    pMax: query.pMax,
    officialOnly: query.officialOnly,
    uniquesOnly: query.uniquesOnly,
    includeHidden: query.includeHidden,
    search: query.search || undefined,
    page: query.page > 1 ? query.page : undefined,
  };
}

/** The search call's query parameters (flags left out when off, as the URL does). */
export function toSearchRequest(query: MarketplaceQuery) {
  return {
    list: effectiveLists(query),
    category: query.categories.length > 0 ? query.categories : undefined,
    pMin: query.pMin,
    pMax: query.pMax,
    officialOnly: query.officialOnly || undefined,
    uniquesOnly: query.uniquesOnly || undefined,
    includeHidden: query.includeHidden || undefined,
    search: query.search || undefined,
    page: query.page > 1 ? query.page : undefined,
  };
}

/** The breadcrumb's last entry: the category, else the list; "Custom" when either is repeated. */
export function breadcrumbLabel(query: MarketplaceQuery): string {
  if (query.lists.length > 1 || query.categories.length > 1) return TEXTS.custom;
  const [category] = query.categories;
  if (category !== undefined) return categoryName(category);
  return LIST_NAMES[effectiveLists(query)[0] ?? DEFAULT_LIST];
}
