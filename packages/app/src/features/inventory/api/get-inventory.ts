// getInventory (GET /character/data/inventory): one page of one category of owned items.
import { $api } from '../../../lib/api/client';
import type { InventoryCategory } from '../constants';

export function getInventoryQueryOptions(category: InventoryCategory, page: number) {
  return $api.queryOptions('get', '/character/data/inventory', {
    params: { query: { category, page } },
  });
}
