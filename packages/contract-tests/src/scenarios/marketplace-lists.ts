import type {
  CustomizeInventoryResponse,
  InventoryResponse,
  Item,
  Listing,
  SearchListingsResponse,
} from '@endless/client/generated';
import type { Filter } from '../checks/filter-conformance.ts';
import { ordered, type Paginated } from '../checks/pagination-consistency.ts';

// The marketplace and inventory reads the marketplace scenarios page through, and the rule a
// search answer must match.

/** The search's own filters (data_search.yaml); lists and restrictions are left at their default. */
export interface SearchFilters {
  list?: number;
  category?: number;
  pMin?: number;
  pMax?: number;
  search?: string;
}

/** Every page of a marketplace search: newest first (`created_at`, then `id`, descending). */
export const search = (
  label: string,
  query: SearchFilters,
  token?: string,
): Paginated<SearchListingsResponse, Listing> => ({
  key: 'GET /marketplace/data/search',
  label,
  token,
  query: { ...query },
  param: 'page',
  list: 'results',
  id: (row) => row.id,
  total: (body) => body.paging.total_elements,
  order: ordered(
    'created_at, then id, descending',
    (row) => -row.created_at,
    (row) => -row.id,
  ),
});

/** What the contract says a listing the search answers matches: type, price range and text. */
export function matching({ category, pMin, pMax, search: text }: SearchFilters): Filter<Listing> {
  const term = text?.toLowerCase() ?? '';
  const words = [
    category !== undefined && `of type ${category}`,
    pMin !== undefined && `at ≥ ${pMin} nodes`,
    pMax !== undefined && `at ≤ ${pMax} nodes`,
    term && `with "${text}" in its name or description`,
  ];
  return {
    rule: `a listing ${words.filter(Boolean).join(', ')}`,
    holds: (row) =>
      (category === undefined || row.listing_type === category) &&
      (pMin === undefined || row.listing_cost >= pMin) &&
      (pMax === undefined || row.listing_cost <= pMax) &&
      (term === '' ||
        row.listing_name.toLowerCase().includes(term) ||
        row.listing_desc.toLowerCase().includes(term)),
  };
}

/** Every page of an owned-items read (newest acquisition first, which its rows do not show). */
export const items = <B extends InventoryResponse | CustomizeInventoryResponse>(
  key: 'GET /character/data/inventory' | 'GET /character/data/inventory/customize',
  label: string,
  token: string,
  query: Record<string, number>,
  total: (body: B) => number,
): Paginated<B, Item> => ({
  key,
  label,
  token,
  query,
  param: 'page',
  list: 'results',
  id: (row) => row.uuid,
  total,
});
