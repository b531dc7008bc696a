// The /character data (spec 02 §7): the character code, the customize data and one inventory tab page.
import type { components } from '@endless/client';
import { useQuery } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';

export type CustomizeTab = components['schemas']['CustomizeTab'];

export const characterQueryOptions = () => $api.queryOptions('get', '/character/data/character');

export const customizeQueryOptions = () => $api.queryOptions('get', '/character/data/customize');

export const customizeInventoryQueryOptions = (type: CustomizeTab, page: number) =>
  $api.queryOptions('get', '/character/data/inventory/customize', {
    params: { query: { type, page } },
  });

/** Prefix of every tab page's query key, to refresh them all after the outfit changes. */
export const customizeInventoryQueryPrefix = [
  'get',
  '/character/data/inventory/customize',
] as const;

export function useCharacter() {
  return useQuery(characterQueryOptions());
}

export function useCustomize() {
  return useQuery(customizeQueryOptions());
}

export function useCustomizeInventory(type: CustomizeTab, page: number) {
  return useQuery(customizeInventoryQueryOptions(type, page));
}
