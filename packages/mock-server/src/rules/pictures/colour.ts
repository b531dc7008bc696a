import { hashKey } from '@endless/character';

/**
 * Colours of the content host's generated assets, picked from keys. Shared by the textures the 3D
 * scene wears and the 2D pictures, so an item looks the same colour in both.
 */
export type Rgb = [number, number, number];

/** A colour picked from the key (`salt` gives the same key different colours). */
export function colourOf(key: string, salt: string, lightness = 0.55): Rgb {
  const hue = hashKey(`${salt}:${key}`) % 360;
  const c = (1 - Math.abs(2 * lightness - 1)) * 0.6;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - c / 2;
  const sector = Math.floor(hue / 60);
  const rgb: readonly number[] = (
    [
      [c, x, 0],
      [x, c, 0],
      [0, c, x],
      [0, x, c],
      [x, 0, c],
      [c, 0, x],
    ] as const
  )[sector] ?? [c, x, 0];
  return rgb.map((v) => Math.round((v + m) * 255)) as Rgb;
}

/** The diffuse map of a texture key: its two checker colours (`textures/{key}.png`). */
export const diffuseColours = (key: string): [Rgb, Rgb] => [
  colourOf(key, 'diffuse', 0.6),
  colourOf(key, 'diffuse', 0.5),
];

/** `rrggbb` (or `rrggbbaa`) to a colour. */
export const hexColour = (hex: string): Rgb =>
  [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) || 0) as Rgb;
