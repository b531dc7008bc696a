// getListingSuggestions (GET /marketplace/data/suggestions): other listings of the same type.
import { $api } from '../../../lib/api/client';
import type { Listing } from '../constants';

export function getListingSuggestionsQueryOptions(listing: Pick<Listing, 'uuid' | 'listing_type'>) {
  return $api.queryOptions('get', '/marketplace/data/suggestions', {
    params: { query: { uuid: listing.uuid, type: listing.listing_type } },
  });
}
