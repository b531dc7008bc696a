import { $api } from '../../../lib/api/client';
import type { InventoryCategory } from '../constants';

export function inventoryQueryOptions(category: InventoryCategory, page: number) {
  return $api.queryOptions('get', '/character/data/inventory', {
    params: { query: { category, page } },
  });
}
