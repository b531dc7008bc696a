import {
  DEFAULT_BODY,
  SLOT_CATEGORIES,
  SLOT_COUNT,
  hashKey,
  isSlotCategory,
  parseCharacterCode,
} from '@endless/character';
import { accounts, listings, LISTING_TYPES, type Account } from '../../db/index.ts';
import { bareCharacterCode, characterCodeOf, EYES_TYPE, itemModelKey } from '../character.ts';
import { colourOf, diffuseColours, hexColour, type Rgb } from './colour.ts';

/**
 * What a generated picture shows, read from the database (small and eager; the drawing itself is
 * loaded lazily): an item's kind and colours, an avatar's body, eyes and worn items. Colours are the
 * ones the app's 3D scene shows: a worn item is coloured by its diffuse texture
 * (`textures/{model}_d.png`), the body and eyes by the character code.
 */
export interface ItemLook {
  /** Listing type 1 (Eyes) … 17 (Misc). */
  kind: number;
  /** Hash of the model key: picks the shape where a kind has several, as the 3D scene does. */
  variant: number;
  colour: Rgb;
}

export interface WornPiece {
  /** Inventory category 3 (Hats) … 17 (Misc). */
  category: number;
  variant: number;
  colour: Rgb;
}

export interface AvatarLook {
  body: Rgb;
  eyes: Rgb;
  /** Hash of the body model key: the build (slim, regular, broad). */
  build: number;
  /** Hash of the eye model key: the eye type (round, tall, narrow). */
  eyeType: number;
  worn: WornPiece[];
}

/** The category folder of a render path (`items/hats/…`): listing type n is `ITEM_FOLDERS[n - 1]`. */
export const ITEM_FOLDERS = LISTING_TYPES.map((type) => type.toLowerCase());

/** The average of a diffuse map's two checker colours (what the scene shows from a distance). */
function textureColour(key: string): Rgb {
  const [a, b] = diffuseColours(key);
  return a.map((v, i) => Math.round((v + b[i]!) / 2)) as Rgb;
}

/**
 * An item by its render path: its listing's type and 3D colours; a path of no listing takes its
 * kind from its category folder (`items/hats/…`), else from its hash, and its colour from its hash.
 */
export function itemLookOf(path: string): ItemLook {
  const listing = listings.findFirst((q) => q.where({ render_path: path }));
  if (listing) {
    const model = itemModelKey(listing);
    return {
      kind: listing.listing_type,
      variant: hashKey(model),
      colour: textureColour(`${model}_d`),
    };
  }
  const folder = ITEM_FOLDERS.indexOf(path.split('/')[1] ?? '');
  return {
    kind: folder >= 0 ? folder + 1 : (hashKey(path) % ITEM_FOLDERS.length) + 1,
    variant: hashKey(path),
    colour: colourOf(path, 'item'),
  };
}

/** What a model key is: the body, a pair of eyes, or an item of a slot category (3–17). */
export type ModelLook =
  | { kind: 'body'; build: number }
  | { kind: 'eyes'; eyeType: number }
  | { kind: 'item'; category: number; variant: number; colour: Rgb };

/**
 * A model by its key: an item's listing says its kind; any other key by its first word (`body_01`,
 * `eyes_round`, `hat_cap01`, `shoes_run`), else an item of a kind picked by its hash.
 */
export function modelLookOf(key: string): ModelLook {
  const listing = listings.findFirst((q) =>
    q.where({ pa_uuid: (uuid) => itemModelKey({ pa_uuid: uuid }) === key }),
  );
  const word = (name: string) => key.startsWith(name.replace(/s$/, ''));
  const kind =
    listing?.listing_type ?? (word('body') ? 0 : ITEM_FOLDERS.findIndex(word) + 1 || undefined);
  if (kind === 0) return { kind: 'body', build: hashKey(key) };
  if (kind === EYES_TYPE) return { kind: 'eyes', eyeType: hashKey(key) };
  const category =
    kind && isSlotCategory(kind) ? kind : SLOT_CATEGORIES[hashKey(key) % SLOT_COUNT]!;
  return { kind: 'item', category, variant: hashKey(key), colour: textureColour(`${key}_d`) };
}

/** The avatar of a character code: body and eye colours and types, and each worn slot. */
export function avatarLookOf(code: string): AvatarLook {
  const parts = parseCharacterCode(code);
  return {
    body: hexColour(parts.body.colour),
    eyes: hexColour(parts.eyes.colour),
    build: hashKey(parts.body.model),
    eyeType: hashKey(parts.eyes.model),
    worn: parts.slots.flatMap((slot) =>
      slot
        ? [
            {
              category: slot.category,
              variant: hashKey(slot.model),
              colour: textureColour(slot.diffuse),
            },
          ]
        : [],
    ),
  };
}

/** The account whose half or full render key this is (seeded users, and uploads whose image is gone). */
export function accountOfRender(key: string): Account | undefined {
  return (
    accounts.findFirst((q) => q.where({ half_render: key })) ??
    accounts.findFirst((q) => q.where({ full_render: key }))
  );
}

/** The character code a render key shows: its account's (with the worn outfit), else a bare one. */
export function renderCodeOf(key: string): string {
  const account = accountOfRender(key);
  if (account) return characterCodeOf(account);
  const skins = ['f1c27d', 'e0ac69', 'c68642', '8d5524', 'ffdbac'];
  const skin = skins[hashKey(`skin:${key}`) % skins.length]!;
  return bareCharacterCode({ model: DEFAULT_BODY.model, colour: skin });
}
