import { listingTypeNames } from '@endless/client/enum-names';
import type { components } from '@endless/client';

export type InventoryCategory = components['schemas']['InventoryCategory'];

/**
 * The /inventory tabs: All (0), then the marketplace categories 3 Hats to 17 Misc.
 *
 * The spec counts 18 inventory categories: the category numbers 0–17 that /inventory shares with
 * the character screen's tabs. Numbers 1 (Outfits) and 2 (Eyes) belong only to the character
 * screen; they are not marketplace categories, so the contract's InventoryCategory (0, 3–17) leaves
 * them out and this screen shows the remaining 16.
 */
export const INVENTORY_CATEGORIES: readonly { value: InventoryCategory; label: string }[] = [
  { value: 0, label: 'All' },
  ...Object.entries(listingTypeNames)
    .filter(([value]) => Number(value) >= 3)
    .map(([value, label]) => ({ value: Number(value) as InventoryCategory, label })),
];

export function toInventoryCategory(value: string | null): InventoryCategory {
  const number = Number(value);
  return INVENTORY_CATEGORIES.find((category) => category.value === number)?.value ?? 0;
}

export function toPage(value: string | null): number {
  const number = Number(value);
  return Number.isInteger(number) && number >= 1 ? number : 1;
}
