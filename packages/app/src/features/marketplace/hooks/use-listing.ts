import { $api } from '../../../lib/api';

/** The detail of one listing; the same key as `$api.useQuery` uses, so the loader fills its cache. */
export const listingQueryOptions = (listingId: number) =>
  $api.queryOptions('get', '/marketplace/data/listing', {
    params: { query: { listing_id: listingId } },
  });
