import { $api } from '../../../lib/api';
import { LIST_NEW } from '../constants';

/** The marketplace landing's "Recently Released" strip: the newest listings. */
export function recentListingsQueryOptions() {
  return $api.queryOptions('get', '/marketplace/data/search', {
    params: { query: { list: [LIST_NEW] } },
  });
}
