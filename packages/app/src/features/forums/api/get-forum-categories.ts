// getForumCategories (GET /forums/data/categories): the forum's categories.
import { $api } from '../../../lib/api/client';

export function getForumCategoriesQueryOptions() {
  return $api.queryOptions('get', '/forums/data/categories');
}
