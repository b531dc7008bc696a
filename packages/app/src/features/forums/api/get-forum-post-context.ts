// getForumPostContext (GET /forums/data/create): what the new-thread and reply forms show.
import { $api } from '../../../lib/api/client';

export function getForumPostContextQueryOptions(categoryId: number, threadId?: number) {
  return $api.queryOptions('get', '/forums/data/create', {
    params: { query: { category_id: categoryId, thread_id: threadId } },
  });
}
