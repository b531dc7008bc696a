import {
  DEFAULT_BODY,
  DEFAULT_EYES,
  DEFAULT_ANIMATIONS,
  SLOT_CATEGORIES,
  formatCharacterCode,
  isSlotCategory,
  isStoredColour,
  parseCharacterCode,
  type ModelColour,
  type SlotAssets,
  type SlotCategory,
} from '@endless/character';
import { listings, outfits, type Account, type Listing } from '../db/index.ts';

// The backend's rules for the character code (api-spec/components/character.yaml#/CharacterCode).
// Reading and writing a code, and a new avatar's parts, are @endless/character's, which the app
// reads codes with too.

/** Listing types (inventory categories) that are not slots: eye types and animations. */
export const EYES_TYPE = 1;
export const ANIMATIONS_TYPE = 2;
/** A worn animation item plays as the first random clip; the idle and random 2 stay (our design). */
export const WORN_ANIMATION = 1;
export const PREVIOUS_COLORS_MAX = 12;

/**
 * The code of a new avatar: the given body and eyes, the default animations and the 15 slots bare
 * (empty entries, as the contract's pattern requires).
 */
export function bareCharacterCode(
  body: ModelColour = DEFAULT_BODY,
  eyes: ModelColour = DEFAULT_EYES,
): string {
  return formatCharacterCode({
    body: { ...body },
    eyes: { ...eyes },
    animations: [...DEFAULT_ANIMATIONS],
    slots: SLOT_CATEGORIES.map(() => null),
  });
}

/** The model key of an item: one per asset, so listings selling the same asset share it. */
export function itemModelKey(listing: Pick<Listing, 'pa_uuid'>): string {
  return `item-${listing.pa_uuid.toLowerCase()}`;
}

/** The slot of an equipment item: its model with normal, ORM and diffuse maps. */
export function itemSlotAssets(
  listing: Pick<Listing, 'pa_uuid'>,
  category: SlotCategory,
): SlotAssets {
  const key = itemModelKey(listing);
  return { category, model: key, normal: `${key}_n`, orm: `${key}_orm`, diffuse: `${key}_d` };
}

/** The worn listings of an account, in outfit order (unknown uuids are skipped). */
export function wornListings(accountId: number): Listing[] {
  const outfit = outfits.findFirst((q) => q.where({ account_id: accountId }));
  return (outfit?.items ?? []).flatMap((uuid) => {
    const listing = listings.findFirst((q) => q.where({ uuid }));
    return listing ? [listing] : [];
  });
}

/**
 * The account's character code with its slots and eye type taken from the worn outfit, so the code
 * and `current_outfit` never disagree.
 */
export function characterCodeOf(account: Pick<Account, 'id' | 'character_code'>): string {
  const parts = parseCharacterCode(account.character_code);
  parts.slots = parts.slots.map(() => null);
  for (const listing of wornListings(account.id)) {
    const type = listing.listing_type;
    if (type === EYES_TYPE) parts.eyes.model = itemModelKey(listing);
    else if (type === ANIMATIONS_TYPE) parts.animations[WORN_ANIMATION] = itemModelKey(listing);
    else if (isSlotCategory(type)) {
      parts.slots[SLOT_CATEGORIES.indexOf(type)] = itemSlotAssets(listing, type);
    }
  }
  return formatCharacterCode(parts);
}

/**
 * Normalises a colour input the contract lets through (3, 4, 6 or 8 hex digits, any case) to 6 or
 * 8 lowercase digits (3 and 4 digits doubled).
 */
export function normaliseHex(hex: string): string {
  const lower = hex.toLowerCase();
  return lower.length <= 4 ? [...lower].map((digit) => digit + digit).join('') : lower;
}

/** Puts a colour first in the history, without duplicates, keeping at most 12. */
export function pushPreviousColor(previous: string, colour: string): string {
  const kept = previous.split(',').filter((entry) => isStoredColour(entry) && entry !== colour);
  return [colour, ...kept].slice(0, PREVIOUS_COLORS_MAX).join(',');
}

/** The stored history, dropping anything the contract's pattern would refuse. */
export function previousColorsOf(previous: string): string {
  return previous
    .split(',')
    .filter((entry) => isStoredColour(entry))
    .slice(0, PREVIOUS_COLORS_MAX)
    .join(',');
}
