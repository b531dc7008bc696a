import type { Rgb } from './colour.ts';
import type { ItemLook } from './looks.ts';
import {
  Raster,
  above,
  below,
  box,
  circle,
  clip,
  cut,
  ellipse,
  line,
  mix,
  polygon,
  ring,
  scale,
  union,
  type Shape,
} from './raster.ts';

export const ITEM_SIZE = 128;

const WHITE: Rgb = [246, 246, 248];
const INK: Rgb = [38, 34, 44];
const GOLD: Rgb = [226, 178, 64];
const GLASS: Rgb = [44, 52, 70];

/** A drawing on a 128×128 grid: `c` the item's colour, `dark`/`light` its shades. */
type Draw = (p: Raster, c: Rgb, dark: Rgb, light: Rgb, variant: number) => void;

const strands = (p: Raster, colour: Rgb, xs: number[], y0: number, y1: number) =>
  xs.forEach((x) => p.fill(line(x, y0, x + 4, y1, 1.2), colour, { outline: 0, depth: 0 }));

const HATS: Draw[] = [
  // Cap: a dome with a brim to the front.
  (p, c, dark) => {
    p.fill(ellipse(84, 86, 36, 9), dark);
    p.fill(clip(circle(60, 86, 40), above(86)), c);
    p.fill(circle(60, 47, 5), dark, { depth: 0 });
  },
  // Top hat: tall crown, band, wide brim.
  (p, c, dark) => {
    p.fill(ellipse(64, 94, 48, 12), dark);
    p.fill(polygon([38, 20, 90, 20, 86, 94, 42, 94], 3), c);
    p.fill(box(64, 82, 23, 7, 1), dark, { depth: 0 });
    p.fill(clip(ellipse(64, 94, 48, 12), below(95)), dark);
  },
  // Beanie: a dome, a folded cuff and a pom-pom.
  (p, c, dark, light) => {
    p.fill(circle(64, 32, 12), light);
    p.fill(clip(ellipse(64, 86, 42, 48), above(88)), c);
    strands(p, dark, [46, 58, 70, 82], 52, 80);
    p.fill(box(64, 90, 44, 11, 6), dark);
  },
  // Wizard hat: a leaning cone on a brim, with a star.
  (p, c, dark) => {
    p.fill(ellipse(64, 98, 56, 11), dark);
    p.fill(polygon([74, 10, 34, 96, 96, 96], 3), c);
    p.fill(star(68, 66, 9, 4), GOLD, { depth: 0 });
  },
];

const star = (cx: number, cy: number, r: number, inner: number): Shape =>
  polygon(
    Array.from({ length: 10 }, (_, i) => {
      const a = (i * Math.PI) / 5 - Math.PI / 2;
      const radius = i % 2 ? inner : r;
      return [cx + radius * Math.cos(a), cy + radius * Math.sin(a)];
    }).flat(),
  );

/** One drawing per kind, by listing type. */
const KINDS: Record<number, Draw> = {
  // Eyes: a pair of eyes with coloured irises.
  1: (p, c) => {
    for (const x of [38, 90]) {
      p.fill(clip(circle(x, 84, 34), circle(x, 44, 34)), WHITE, { depth: 5 });
      p.fill(circle(x, 64, 11), c, { depth: 3 });
      p.fill(circle(x, 64, 5), INK, { outline: 0, depth: 0 });
      p.fill(circle(x + 4, 60, 2.5), WHITE, { outline: 0, depth: 0 });
    }
  },
  // Animations: a figure mid-jump with motion lines.
  2: (p, c, dark, light) => {
    for (const y of [46, 62, 78]) p.fill(line(12, y, 30, y, 3), light, { outline: 0 });
    const limbs = [
      [66, 50, 48, 62, 40, 48],
      [66, 50, 86, 44, 96, 30],
      [64, 78, 50, 94, 40, 110],
      [64, 78, 82, 92, 84, 112],
    ];
    for (const [ax = 0, ay = 0, bx = 0, by = 0, cx = 0, cy = 0] of limbs) {
      p.fill(union(line(ax, ay, bx, by, 6), line(bx, by, cx, cy, 6)), c);
    }
    p.fill(line(66, 48, 64, 78, 9), c);
    p.fill(circle(70, 30, 13), dark);
  },
  3: (p, c, dark, light, variant) => HATS[variant % HATS.length]?.(p, c, dark, light, variant),
  // Hair: a head of hair with a fringe, seen from the front.
  4: (p, c, dark) => {
    const fringe = union(...[42, 56, 72, 86].map((x) => circle(x, 58, 11)));
    const face = cut(clip(ellipse(64, 96, 31, 44), below(54)), fringe);
    p.fill(cut(union(circle(64, 58, 44), box(64, 86, 44, 32, 14)), face), c);
    strands(p, dark, [36, 50, 64, 78], 24, 60);
  },
  // Head: a headband with animal ears.
  5: (p, c, dark, light) => {
    for (const s of [-1, 1]) {
      p.fill(polygon([64 + s * 20, 52, 64 + s * 48, 14, 64 + s * 50, 62], 4), c);
      p.fill(polygon([64 + s * 30, 50, 64 + s * 45, 28, 64 + s * 45, 56], 2), light, {
        depth: 0,
      });
    }
    p.fill(clip(ring(circle(64, 100, 46), 5), above(106)), dark);
  },
  // Glasses: two framed lenses, a bridge and temples.
  6: (p, c) => {
    for (const s of [-1, 1]) {
      p.fill(box(64 + s * 24, 66, 20, 15, 7), GLASS, { outline: 0 });
      p.fill(line(64 + s * 30, 58, 64 + s * 18, 68, 2.5), WHITE, {
        outline: 0,
        depth: 0,
        opacity: 0.5,
      });
      p.fill(ring(box(64 + s * 24, 66, 20, 15, 7), 3.2), c, { depth: 2 });
      p.fill(line(64 + s * 44, 60, 64 + s * 58, 56, 3), c, { depth: 0 });
    }
    p.fill(clip(ring(circle(64, 66, 9), 3), above(62)), c, { depth: 0 });
  },
  // Face: a curled moustache.
  7: (p, c, dark) => {
    const side = (s: number) =>
      union(
        polygon([64, 58, 64 + s * 22, 56, 64 + s * 42, 70, 64 + s * 18, 76, 64, 68], 6),
        ring(circle(64 + s * 46, 62, 8), 3),
      );
    p.fill(clip(union(side(-1), side(1)), below(54)), c);
    p.fill(circle(64, 62, 6), dark, { depth: 0 });
  },
  // Neck: a beaded necklace with a pendant.
  8: (p, c, dark) => {
    p.fill(clip(ring(ellipse(64, 40, 40, 48), 2), below(40)), dark, { outline: 0 });
    for (let a = 0.35; a < Math.PI - 0.3; a += 0.3) {
      p.fill(circle(64 + 40 * Math.cos(a), 40 + 48 * Math.sin(a), 5), c, { depth: 3 });
    }
    p.fill(polygon([64, 84, 76, 98, 64, 118, 52, 98], 1), GOLD);
    p.fill(circle(64, 99, 5), c, { depth: 0 });
  },
  // Back: a backpack with a pocket, straps and a handle.
  9: (p, c, dark, light) => {
    p.fill(ring(box(64, 26, 12, 10, 8), 3), dark);
    p.fill(box(64, 70, 36, 44, 14), c);
    p.fill(box(64, 90, 26, 18, 7), light);
    p.fill(line(44, 90, 84, 90, 1.5), dark, { outline: 0, depth: 0 });
    p.fill(line(64, 40, 64, 52, 3), GOLD, { depth: 0 });
  },
  // Jackets: long sleeves, lapels, an open front with a zip line.
  10: (p, c, dark, light) => {
    const body = polygon(
      [
        44, 18, 84, 18, 108, 30, 120, 100, 104, 104, 96, 62, 96, 116, 32, 116, 32, 62, 24, 104, 8,
        100, 20, 30,
      ],
      3,
    );
    p.fill(body, c);
    p.fill(polygon([44, 18, 64, 60, 84, 18, 76, 16, 64, 40, 52, 16], 2), light);
    for (const s of [-1, 1])
      p.fill(polygon([64, 60, 64 + s * 20, 18, 64 + s * 12, 60]), dark, { depth: 0 });
    p.fill(line(64, 60, 64, 114, 1.5), INK, { outline: 0, depth: 0 });
    for (const y of [74, 90]) p.fill(circle(56, y, 2.5), GOLD, { outline: 0, depth: 0 });
  },
  // Shirts: a T-shirt with short sleeves and a round neck.
  11: (p, c, dark) => {
    const shirt = polygon(
      [42, 20, 86, 20, 120, 42, 108, 62, 94, 54, 94, 112, 34, 112, 34, 54, 20, 62, 8, 42],
      3,
    );
    p.fill(cut(shirt, ellipse(64, 18, 16, 12)), c);
    p.fill(clip(ring(ellipse(64, 18, 16, 12), 2.5), below(18)), dark, { depth: 0 });
  },
  // Wrist: a watch on its strap.
  12: (p, c, dark) => {
    p.fill(box(64, 64, 15, 58, 8), c);
    for (const y of [20, 108]) p.fill(line(56, y, 72, y, 1.2), dark, { outline: 0, depth: 0 });
    p.fill(circle(64, 64, 27), GOLD);
    p.fill(circle(64, 64, 21), WHITE, { depth: 0 });
    p.fill(line(64, 64, 64, 48, 2), INK, { outline: 0, depth: 0 });
    p.fill(line(64, 64, 76, 70, 2), INK, { outline: 0, depth: 0 });
  },
  // Hands: a glove with its cuff.
  13: (p, c, dark) => {
    const fingers = [
      [44, 46, 42, 18],
      [58, 42, 58, 10],
      [72, 42, 74, 12],
      [84, 48, 88, 22],
      [40, 72, 18, 54],
    ].map(([ax = 0, ay = 0, bx = 0, by = 0]) => line(ax, ay, bx, by, 8));
    p.fill(union(box(64, 68, 24, 26, 12), ...fingers), c);
    p.fill(box(64, 104, 24, 12, 4), dark);
  },
  // Waist: a belt with a buckle and holes.
  14: (p, c, dark) => {
    p.fill(box(64, 64, 58, 11, 4), c);
    for (const x of [92, 102, 112]) p.fill(circle(x, 64, 2.5), dark, { outline: 0, depth: 0 });
    p.fill(ring(box(46, 64, 16, 18, 4), 3.5), GOLD, { depth: 0 });
    p.fill(line(46, 64, 60, 64, 2), GOLD, { depth: 0 });
  },
  // Pants: trousers with a waistband and a fly.
  15: (p, c, dark) => {
    p.fill(polygon([34, 26, 94, 26, 104, 114, 74, 114, 64, 56, 54, 114, 24, 114], 2), c);
    p.fill(box(64, 24, 32, 7, 2), dark);
    p.fill(line(64, 32, 64, 50, 1.2), dark, { outline: 0, depth: 0 });
  },
  // Shoes: a sneaker from the side: upper, white sole, laces.
  16: (p, c, dark) => {
    p.fill(polygon([20, 88, 22, 50, 46, 46, 64, 66, 100, 74, 112, 92], 5), c);
    p.fill(box(66, 96, 50, 8, 7), WHITE);
    p.fill(line(20, 84, 112, 88, 1.5), dark, { outline: 0, depth: 0 });
    for (const x of [48, 56, 64])
      p.fill(line(x, 56 + (x - 48) / 2, x + 8, 62 + (x - 48) / 2, 1.6), WHITE, { outline: 0 });
  },
  // Misc: a star with sparkles.
  17: (p, c, dark, light) => {
    p.fill(star(64, 66, 46, 20), c);
    p.fill(star(64, 66, 20, 9), light, { outline: 0 });
    for (const [x, y, r] of [
      [22, 24, 7],
      [106, 28, 5],
      [104, 106, 6],
    ] as const) {
      p.fill(star(x, y, r, r / 3), dark, { outline: 0, depth: 0 });
    }
  },
};

/** The picture of an item: a soft backdrop and the item's kind drawn in its colours. */
export function drawItem({ kind, variant, colour }: ItemLook): Raster {
  const p = new Raster(ITEM_SIZE, ITEM_SIZE);
  p.fill(circle(64, 64, 60), [255, 255, 255], { outline: 0, depth: 0, opacity: 0.08 });
  const draw = KINDS[kind] ?? KINDS[17];
  draw?.(p, colour, scale(colour, 0.62), mix(colour, [255, 255, 255], 0.4), variant);
  return p;
}
