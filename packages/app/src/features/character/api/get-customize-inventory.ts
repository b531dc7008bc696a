// getCustomizeInventory (GET /character/data/inventory/customize): one page of one inventory tab.
import { $api } from '../../../lib/api/client';
import type { CustomizeTab } from '../constants';

export function getCustomizeInventoryQueryOptions(type: CustomizeTab, page: number) {
  return $api.queryOptions('get', '/character/data/inventory/customize', {
    params: { query: { type, page } },
  });
}

/** Prefix of every tab page's query key, to refresh them all after the outfit changes. */
export const getCustomizeInventoryQueryPrefix = [
  'get',
  '/character/data/inventory/customize',
] as const;
