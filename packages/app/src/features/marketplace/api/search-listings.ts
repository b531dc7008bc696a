// searchListings (GET /marketplace/data/search): the marketplace's search, and the landing's
// "Recently Released" strip, which is the same search for the newest listings.
import type { operations } from '@endless/client';
import { $api } from '../../../lib/api/client';
import { LIST_NEW } from '../constants';

export type SearchListingsQuery = NonNullable<operations['searchListings']['parameters']['query']>;

export const SEARCH_LISTINGS_PATH = '/marketplace/data/search';
/** Also sent by /marketplace's early script (entry-server.tsx), as the same URL. */
export const RECENT_LISTINGS_QUERY: { list: (typeof LIST_NEW)[] } = { list: [LIST_NEW] };

export function searchListingsQueryOptions(query: SearchListingsQuery) {
  return $api.queryOptions('get', SEARCH_LISTINGS_PATH, { params: { query } });
}

/** The marketplace landing's "Recently Released" strip: the newest listings. */
export function recentListingsQueryOptions() {
  return searchListingsQueryOptions(RECENT_LISTINGS_QUERY);
}
