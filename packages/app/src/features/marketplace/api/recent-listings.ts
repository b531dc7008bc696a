import { $api } from '../../../lib/api';
import { LIST_NEW } from '../constants';

export const RECENT_LISTINGS_PATH = '/marketplace/data/search';
/** Also sent by /marketplace's early script (entry-server.tsx), as the same URL. */
export const RECENT_LISTINGS_QUERY: { list: (typeof LIST_NEW)[] } = { list: [LIST_NEW] };

/** The marketplace landing's "Recently Released" strip: the newest listings. */
export function recentListingsQueryOptions() {
  return $api.queryOptions('get', RECENT_LISTINGS_PATH, {
    params: { query: RECENT_LISTINGS_QUERY },
  });
}
