import { describe, expect, it } from 'vitest';
import { drawAvatar } from './avatar.ts';
import { colourOf, type Rgb } from './colour.ts';
import { drawItem, ITEM_SIZE } from './items.ts';
import type { Raster } from './raster.ts';

/** The foreground: pixels at least half covered (the faint backdrop disc is not). */
const mask = (picture: Raster) =>
  Array.from(
    { length: picture.width * picture.height },
    (_, i) => (picture.rgba[i * 4 + 3] ?? 0) > 0.5,
  );

/** Share of the pixels in either foreground that are in only one (0: same shape, 1: disjoint). */
function maskDifference(a: boolean[], b: boolean[]): number {
  let either = 0;
  let one = 0;
  a.forEach((inA, i) => {
    if (inA || b[i]) either++;
    if (inA !== b[i]) one++;
  });
  return one / either;
}

const KINDS = Array.from({ length: 17 }, (_, i) => i + 1);
const RED: Rgb = [200, 40, 40];
const TEAL: Rgb = [30, 160, 150];

describe('item pictures', () => {
  it('draw every kind as its own shape, not only in its own colour', () => {
    const masks = KINDS.map((kind) => mask(drawItem({ kind, variant: 0, colour: RED })));
    for (const [i, a] of masks.entries()) {
      for (const [j, b] of masks.entries()) {
        if (i < j) expect(maskDifference(a, b), `kinds ${i + 1} and ${j + 1}`).toBeGreaterThan(0.2);
      }
    }
  });

  it('keep the shape of a kind whatever its colour, and paint it in that colour', () => {
    for (const kind of KINDS) {
      const red = drawItem({ kind, variant: 0, colour: RED });
      const teal = drawItem({ kind, variant: 0, colour: TEAL });
      expect(maskDifference(mask(red), mask(teal)), `kind ${kind}`).toBeLessThan(0.05);
      expect(red.bytes()).not.toEqual(teal.bytes());
    }
    const centre = (ITEM_SIZE / 2) * ITEM_SIZE * 4 + (ITEM_SIZE / 2) * 4;
    const shirt = drawItem({ kind: 11, variant: 0, colour: RED }).rgba;
    expect(shirt[centre]).toBeGreaterThan(2 * (shirt[centre + 2] ?? 0));
  });

  it("give hats the 3D scene's four shapes by variant", () => {
    const hats = [0, 1, 2, 3].map((variant) => mask(drawItem({ kind: 3, variant, colour: RED })));
    expect(maskDifference(hats[0] ?? [], hats[1] ?? [])).toBeGreaterThan(0.3);
    expect(maskDifference(hats[1] ?? [], hats[3] ?? [])).toBeGreaterThan(0.3);
    expect(mask(drawItem({ kind: 3, variant: 4, colour: TEAL }))).toEqual(hats[0]);
  });
});

describe('avatar renders', () => {
  const bare = { body: [241, 194, 125] as Rgb, eyes: [43, 27, 14] as Rgb, build: 0, eyeType: 0 };
  const pixel = (picture: Raster, x: number, y: number) =>
    Array.from(picture.rgba.subarray((y * picture.width + x) * 4, (y * picture.width + x) * 4 + 3));

  it('are the capture sizes and dress the body in the worn colours', () => {
    const look = {
      ...bare,
      worn: [
        { category: 3, variant: 1, colour: colourOf('hat', 'x') },
        { category: 11, variant: 0, colour: RED },
      ],
    };
    const full = drawAvatar(look, 'full');
    expect([full.width, full.height]).toEqual([240, 340]);
    const half = drawAvatar(look, 'half');
    expect([half.width, half.height]).toEqual([240, 240]);
    const undressed = drawAvatar({ ...bare, worn: [] }, 'half');
    // The torso (world 0, 1.3) is the shirt's red; bare, it is skin.
    const [r = 0, g = 0, b = 0] = pixel(half, 120, 190);
    expect(r).toBeGreaterThan(150);
    expect(g + b).toBeLessThan(r);
    expect(pixel(undressed, 120, 190)[1]).toBeGreaterThan(120);
  });
});
