// getOfficialThread (GET /forums/data/official/thread): one page of a thread of an official
// category, with its replies and their comments.
import { $api } from '../../../lib/api/client';

export function getOfficialThreadQueryOptions(threadId: number, page: number) {
  return $api.queryOptions('get', '/forums/data/official/thread', {
    params: { query: { thread_id: threadId, paginate: page } },
  });
}

/** The start of every official thread's query key (any thread, any page). */
export const officialThreadsKey = getOfficialThreadQueryOptions(0, 0).queryKey.slice(0, 2);
