// Reads the avatar's character code (api-spec/components/character.yaml#/CharacterCode): 18
// comma-separated entries, parts split by ':'. No three.js here, so screens may import it eagerly.

/** Entry n (3–17) is the slot of inventory category n. */
export const SLOT_CATEGORIES = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17] as const;
export type SlotCategory = (typeof SLOT_CATEGORIES)[number];

/** Spec 02 §9: 15 equipment slots and 3 animations. */
export const SLOT_COUNT = SLOT_CATEGORIES.length;
export const ANIMATION_COUNT = 3;

export interface ModelColour {
  model: string;
  /** `#rrggbb`; an 8-digit code's alpha is dropped (the materials are opaque). */
  colour: string;
}

export interface SlotAssets {
  category: SlotCategory;
  model: string;
  normal: string;
  orm: string;
  diffuse: string;
}

export interface CharacterParts {
  body: ModelColour;
  eyes: ModelColour;
  animations: { idle: string; random: [string, string] };
  /** The 15 slots in category order; null when bare. */
  slots: (SlotAssets | null)[];
}

const KEY = /^[a-z0-9][a-z0-9_-]{0,63}$/;
const COLOUR = /^[0-9a-f]{6}(?:[0-9a-f]{2})?$/;
const FALLBACK: CharacterParts = {
  body: { model: 'body', colour: '#f1c27d' },
  eyes: { model: 'eyes', colour: '#2b1b0e' },
  animations: { idle: 'idle', random: ['random-1', 'random-2'] },
  slots: SLOT_CATEGORIES.map(() => null),
};

function modelColour(entry: string | undefined, fallback: ModelColour): ModelColour {
  const [model = '', colour = ''] = (entry ?? '').split(':');
  return KEY.test(model) && COLOUR.test(colour)
    ? { model, colour: `#${colour.slice(0, 6)}` }
    : fallback;
}

/**
 * Splits a code into its parts. The server always sends a valid code; a damaged entry still falls
 * back to a default part so the scene never fails to draw.
 */
export function parseCharacterCode(code: string): CharacterParts {
  const entries = code.split(',');
  const [idle = '', first = '', second = ''] = (entries[2] ?? '').split(':');
  const animations = [idle, first, second].every((key) => KEY.test(key))
    ? { idle, random: [first, second] as [string, string] }
    : FALLBACK.animations;
  return {
    body: modelColour(entries[0], FALLBACK.body),
    eyes: modelColour(entries[1], FALLBACK.eyes),
    animations,
    slots: SLOT_CATEGORIES.map((category) => {
      const [model = '', normal = '', orm = '', diffuse = '', ...rest] = (
        entries[category] ?? ''
      ).split(':');
      const keys = [model, normal, orm, diffuse];
      return rest.length === 0 && keys.every((key) => KEY.test(key))
        ? { category, model, normal, orm, diffuse }
        : null;
    }),
  };
}

/** The `#rrggbb` colour of a target in a code (for the swatch that is checked). */
export function colourOf(code: string, target: 'character' | 'eyes'): string {
  const parts = parseCharacterCode(code);
  return target === 'character' ? parts.body.colour : parts.eyes.colour;
}

/**
 * Spec 02 §4/§9: the pre-render check needs 16 loaded parts: the body (which carries the eyes,
 * entries 0–1) and the 15 slots. A bare slot loads nothing and counts as loaded at once; a part
 * showing its stand-in has not loaded.
 */
export const PRE_RENDER_PARTS = 1 + SLOT_COUNT;
