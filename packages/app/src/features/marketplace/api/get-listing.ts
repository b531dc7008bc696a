// getListing (GET /marketplace/data/listing): the detail of one listing.
import { $api } from '../../../lib/api/client';

/** The same key as `$api.useQuery` uses, so the loader fills the screen's cache. */
export function getListingQueryOptions(listingId: number) {
  return $api.queryOptions('get', '/marketplace/data/listing', {
    params: { query: { listing_id: listingId } },
  });
}
