/**
 * The character code (api-spec/components/character.yaml#/CharacterCode): 18 comma-separated
 * entries, parts split by `:`: body `{model}:{colour}`, eyes `{model}:{colour}`, animations
 * `{idle}:{random1}:{random2}`, then the 15 equipment slots as `{model}:{normal}:{orm}:{diffuse}`,
 * or empty when bare. No three.js here, so screens and the mock's first screen import it eagerly.
 */

/** Entry n (3–17) is the slot of inventory category n: 3 Hats … 17 Misc. */
export const SLOT_CATEGORIES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type SlotCategory = (typeof SLOT_CATEGORIES)[number];
export const SLOT_COUNT = SLOT_CATEGORIES.length;
export const ANIMATION_COUNT = 3;

export const isSlotCategory = (category: number): category is SlotCategory =>
  (SLOT_CATEGORIES as readonly number[]).includes(category);

export interface ModelColour {
  model: string;
  /** As stored: 6 or 8 lowercase hex digits (RRGGBB or RRGGBBAA), no `#`. */
  colour: string;
}

export interface SlotAssets {
  category: SlotCategory;
  model: string;
  normal: string;
  orm: string;
  diffuse: string;
}

/** In the code's order: the idle, random 1 (a worn animation item, else the default), random 2. */
export type Animations = [idle: string, random1: string, random2: string];

export interface CharacterParts {
  body: ModelColour;
  eyes: ModelColour;
  animations: Animations;
  /** The 15 slots in category order; null when bare. */
  slots: (SlotAssets | null)[];
}

/** A new avatar's parts: the defaults the contract names, and what a damaged entry reads as. */
export const DEFAULT_BODY = { model: 'body_01', colour: 'f1c27d' } as const;
/** The eye type taking off an eyes item returns to. */
export const DEFAULT_EYES = { model: 'eyes_01', colour: '2b1b0e' } as const;
export const DEFAULT_ANIMATIONS = ['idle_01', 'wave_01', 'turn_01'] as const;

const ASSET_KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const STORED_COLOUR = /^[0-9a-f]{6}(?:[0-9a-f]{2})?$/;

/** Lowercase letters, digits, `_` and `-`, 1 to 64 characters (never `,` or `:`). */
export const isAssetKey = (text: string) => ASSET_KEY.test(text);
export const isStoredColour = (text: string) => STORED_COLOUR.test(text);

/** An entry's parts when it has exactly one per check and each passes its check; else null. */
function entryParts(entry: string | undefined, checks: ((part: string) => boolean)[]) {
  const parts = (entry ?? '').split(':');
  return parts.length === checks.length && parts.every((part, i) => checks[i]?.(part))
    ? parts
    : null;
}

function modelColour(entry: string | undefined, fallback: ModelColour): ModelColour {
  const [model, colour] = entryParts(entry, [isAssetKey, isStoredColour]) ?? [];
  return model && colour ? { model, colour } : { ...fallback };
}

function slotAssets(entry: string | undefined, category: SlotCategory): SlotAssets | null {
  const [model, normal, orm, diffuse] =
    entryParts(entry, [isAssetKey, isAssetKey, isAssetKey, isAssetKey]) ?? [];
  return model && normal && orm && diffuse ? { category, model, normal, orm, diffuse } : null;
}

/**
 * Splits a code into its parts. One fallback for the app and the mock: an entry not exactly in the
 * contract's form (a part missing or extra, a bad key or colour) reads as a new avatar's part, and
 * a damaged slot as bare. The contract's pattern admits nothing looser, and the defaults are keys
 * the backend itself writes (a new avatar; "the default eye type" and "the default first random
 * clip" of an item taken off), so the mock's answers keep the pattern and the app's scene still
 * draws a part a backend serves.
 */
export function parseCharacterCode(code: string): CharacterParts {
  const entries = code.split(',');
  const animations = entryParts(entries[2], [isAssetKey, isAssetKey, isAssetKey]);
  return {
    body: modelColour(entries[0], DEFAULT_BODY),
    eyes: modelColour(entries[1], DEFAULT_EYES),
    animations: (animations ?? [...DEFAULT_ANIMATIONS]) as Animations,
    slots: SLOT_CATEGORIES.map((category) => slotAssets(entries[category], category)),
  };
}

export function formatCharacterCode({ body, eyes, animations, slots }: CharacterParts): string {
  return [
    `${body.model}:${body.colour}`,
    `${eyes.model}:${eyes.colour}`,
    animations.join(':'),
    ...slots.map((slot) =>
      slot ? [slot.model, slot.normal, slot.orm, slot.diffuse].join(':') : '',
    ),
  ].join(',');
}

/** `#rrggbb`: a stored colour without its alpha (the materials are opaque), as CSS and three.js read it. */
export const cssColour = (colour: string) => `#${colour.slice(0, 6)}`;
