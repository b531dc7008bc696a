// getOfficialThreads (GET /forums/data/official/threads): one page of an official category's
// threads. Only official categories exist, so the screens read the official endpoints; community
// categories are not offered yet (see the contract).
import { $api } from '../../../lib/api/client';

export function getOfficialThreadsQueryOptions(categoryId: number, page: number) {
  return $api.queryOptions('get', '/forums/data/official/threads', {
    params: { query: { category: categoryId, paginate: page } },
  });
}
