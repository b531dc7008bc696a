// Spec 02 §2, §9: the /character inventory tabs 0–17 and their page size.
import type { components } from '@endless/client';
import { listingTypeNames } from '@endless/client/enum-names';

export type CustomizeTab = components['schemas']['CustomizeTab'];

/** Recent, Outfits, then the listing types Eyes (1) and 3 Hats to 17 Misc (2 Animations has none). */
export const CUSTOMIZE_TABS: readonly string[] = [
  'Recent',
  'Outfits',
  ...Object.entries(listingTypeNames)
    .filter(([value]) => Number(value) >= 3 || Number(value) === 1)
    .map(([, name]) => name),
];

export const INVENTORY_PAGE_SIZE = 8;
/** Spec 02 §4: the colour history keeps about 12, newest first. */
export const PREVIOUS_COLORS_MAX = 12;
/** Arrow keys walk the swatches; only the colour they stop on is sent. */
export const KEYBOARD_SWATCH_DEBOUNCE_MS = 500;
/** Renders are uploaded at most this often while the outfit or colours keep changing. */
export const RENDER_UPLOAD_THROTTLE_MS = 4_000;

/** `previous_colors` ("a,b,c") as '#rrggbb' swatches, newest first, at most 12. */
export function previousColorsList(previous: string): string[] {
  return previous
    .split(',')
    .filter((hex) => /^[0-9a-f]{6}(?:[0-9a-f]{2})?$/i.test(hex))
    .slice(0, PREVIOUS_COLORS_MAX)
    .map((hex) => `#${hex.toUpperCase()}`);
}

/** `?page=` as a page number from 1 (anything else is page 1). */
export function pageFromSearch(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
