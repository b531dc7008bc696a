import { listings, outfits, type Account, type Listing } from '../db/index.ts';

/**
 * The character code (api-spec/components/character.yaml#/CharacterCode): 18 comma-separated
 * entries — body `{model}:{colour}`, eyes `{model}:{colour}`, animations `{idle}:{r1}:{r2}`, then the
 * 15 equipment slots (entry n holds inventory category n, 3 Hats … 17 Misc) as
 * `{model}:{normal}:{orm}:{diffuse}` or empty when bare.
 */
export const CODE_ENTRIES = 18;
export const FIRST_SLOT = 3;
export const EYES_TYPE = 1;
export const ANIMATIONS_TYPE = 2;
export const DEFAULT_BODY = { model: 'body_01', colour: 'f1c27d' } as const;
/** The eye type taking off an eyes item returns to. */
export const DEFAULT_EYES = { model: 'eyes_01', colour: '2b1b0e' } as const;
export const DEFAULT_ANIMATIONS = ['idle_01', 'wave_01', 'turn_01'] as const;
/** A worn animation item plays as the first random clip; the idle and random 2 stay (our design). */
export const WORN_ANIMATION = 1;
export const PREVIOUS_COLORS_MAX = 12;

const KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const STORED_COLOUR = /^[0-9a-f]{6}(?:[0-9a-f]{2})?$/;

export interface ModelColour {
  model: string;
  colour: string;
}

export interface CharacterParts {
  body: ModelColour;
  eyes: ModelColour;
  animations: [string, string, string];
  /** Entries 3 to 17: the slot's asset entry, or null when bare. */
  slots: (string | null)[];
}

function modelColour(entry: string | undefined, fallback: ModelColour): ModelColour {
  const [model, colour, ...rest] = (entry ?? '').split(':');
  return model && colour && rest.length === 0 && KEY.test(model) && STORED_COLOUR.test(colour)
    ? { model, colour }
    : { ...fallback };
}

function slotEntry(entry: string | undefined): string | null {
  const parts = (entry ?? '').split(':');
  return parts.length === 4 && parts.every((part) => KEY.test(part)) ? (entry ?? null) : null;
}

/**
 * Reads a stored code leniently: a malformed entry falls back to its default and any slot that is
 * not a full asset entry counts as bare, so responses always match the contract's pattern.
 */
export function parseCharacterCode(code: string): CharacterParts {
  const entries = code.split(',');
  const animationParts = (entries[2] ?? '').split(':');
  const animations =
    animationParts.length === 3 && animationParts.every((part) => KEY.test(part))
      ? (animationParts as [string, string, string])
      : ([...DEFAULT_ANIMATIONS] as [string, string, string]);
  return {
    body: modelColour(entries[0], DEFAULT_BODY),
    eyes: modelColour(entries[1], DEFAULT_EYES),
    animations,
    slots: Array.from({ length: CODE_ENTRIES - FIRST_SLOT }, (_, i) =>
      slotEntry(entries[FIRST_SLOT + i]),
    ),
  };
}

export function formatCharacterCode(parts: CharacterParts): string {
  return [
    `${parts.body.model}:${parts.body.colour}`,
    `${parts.eyes.model}:${parts.eyes.colour}`,
    parts.animations.join(':'),
    ...parts.slots.map((slot) => slot ?? ''),
  ].join(',');
}

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
    slots: Array.from({ length: CODE_ENTRIES - FIRST_SLOT }, () => null),
  });
}

/** The model key of an item: one per asset, so listings selling the same asset share it. */
export function itemModelKey(listing: Pick<Listing, 'pa_uuid'>): string {
  return `item-${listing.pa_uuid.toLowerCase()}`;
}

/** A slot entry for an equipment item: its model with normal, ORM and diffuse maps. */
export function itemSlotEntry(listing: Pick<Listing, 'pa_uuid'>): string {
  const key = itemModelKey(listing);
  return `${key}:${key}_n:${key}_orm:${key}_d`;
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
    if (listing.listing_type === EYES_TYPE) parts.eyes.model = itemModelKey(listing);
    else if (listing.listing_type === ANIMATIONS_TYPE) {
      parts.animations[WORN_ANIMATION] = itemModelKey(listing);
    } else if (listing.listing_type >= FIRST_SLOT) {
      parts.slots[listing.listing_type - FIRST_SLOT] = itemSlotEntry(listing);
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
  const kept = previous.split(',').filter((entry) => STORED_COLOUR.test(entry) && entry !== colour);
  return [colour, ...kept].slice(0, PREVIOUS_COLORS_MAX).join(',');
}

/** The stored history, dropping anything the contract's pattern would refuse. */
export function previousColorsOf(previous: string): string {
  return previous
    .split(',')
    .filter((entry) => STORED_COLOUR.test(entry))
    .slice(0, PREVIOUS_COLORS_MAX)
    .join(',');
}
