import { EYE_POSITIONS, HEAD_RADIUS, JOINTS, buildWidth, eyeScale } from '@endless/character';
import type { RenderSize } from '../../db/render-images.ts';
import type { Rgb } from './colour.ts';
import type { AvatarLook } from './looks.ts';
import {
  Raster,
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
  type Paint,
  type Shape,
} from './raster.ts';

/**
 * The 2D avatar render: the front view of the 3D character the content host's models make
 * (@endless/character: the skeleton's joints, the body's sizes and each slot's shapes), in the scene's
 * colours, framed like the app's own capture (240×340 full body, 240×240 head and shoulders, on its
 * light background). Coordinates are metres (y up); each slot's variant is the same hash of the
 * model key the models pick their shape with.
 */
export const RENDER_SIZES: Record<RenderSize, { width: number; height: number }> = {
  full: { width: 240, height: 340 },
  half: { width: 240, height: 240 },
};
const BACKGROUND: Rgb = [232, 236, 242];
/** Pixels per metre and the world height at the picture's centre, as the capture's cameras. */
const FRAMING: Record<RenderSize, { k: number; y: number }> = {
  full: { k: 129.5, y: 1.08 },
  half: { k: 194.7, y: 1.66 },
};
const WHITE: Rgb = [251, 251, 251];
const DARK: Rgb = [58, 35, 32];
const GOLD: Rgb = [226, 178, 64];
/** The joints the limbs hang from, in the picture's plane; the arms hang turned out a little. */
const SHOULDERS = [
  { joint: JOINTS.armLeft, angle: 0.1 },
  { joint: JOINTS.armRight, angle: -0.1 },
];
const HIPS = [JOINTS.legLeft, JOINTS.legRight];
const [, TORSO_Y] = JOINTS.torso;
const [, HEAD_Y] = JOINTS.head;

/** A shape turned by `angle` about (ox, oy). */
const turned = (shape: Shape, ox: number, oy: number, angle: number): Shape => {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return (x, y) => {
    const dx = x - ox;
    const dy = y - oy;
    return shape(ox + dx * c + dy * s, oy - dx * s + dy * c);
  };
};
/** Clip shapes: the part above or below `at` (world y up). */
const upper =
  (at: number): Shape =>
  (_x, y) =>
    at - y;
const lower =
  (at: number): Shape =>
  (_x, y) =>
    y - at;

/** Both arms: a shape drawn hanging from the shoulder (y relative to it), turned as the arm is. */
const arms = (piece: (x: number, y: number) => Shape | null) =>
  union(
    ...SHOULDERS.flatMap(({ joint: [x, y], angle }) => {
      const shape = piece(x, y);
      return shape ? [turned(shape, x, y, angle)] : [];
    }),
  );
const legs = (piece: (x: number, y: number) => Shape) =>
  union(...HIPS.map(([x, y]) => piece(x, y)));

type Pieces = (look: AvatarLook, variant: number) => Shape[];

/** Pieces drawn behind the body, by category and variant (back items, long hair, a bun). */
const BEHIND: Record<number, Pieces> = {
  4: (_, v) =>
    v % 4 === 2 ? [box(0, 1.6, 0.23, 0.26, 0.06)] : v % 4 === 3 ? [circle(0, 2.0, 0.1)] : [],
  9: (_, v) =>
    [
      [],
      [-1, 1].map((s) => box(s * 0.3, 1.32, 0.22, 0.15, 0.03, s * 0.35)),
      [box(0, 0.98, 0.25, 0.5, 0.03)],
    ][v % 3] ?? [],
};

/** Pieces drawn over the body, in order from the legs up. */
const OVER: [number, Pieces][] = [
  [
    15,
    (_, v) => [
      box(0, 0.88, 0.225, 0.1, 0.05),
      legs((x, y) =>
        v % 3 === 1
          ? line(x, y - 0.06, x, y - 0.22, 0.095)
          : v % 3 === 2
            ? polygon(
                [x - 0.09, y - 0.04, x + 0.09, y - 0.04, x + 0.13, y - 0.76, x - 0.13, y - 0.76],
                0.01,
              )
            : line(x, y - 0.1, x, y - 0.66, 0.092),
      ),
    ],
  ],
  [
    16,
    (_, v) => [
      legs((x) =>
        v % 3 === 1
          ? union(box(x, 0.06, 0.08, 0.055, 0.02), box(x, 0.2, 0.1, 0.13, 0.02))
          : v % 3 === 2
            ? ellipse(x, 0.07, 0.085, 0.06)
            : box(x, 0.06, 0.075, 0.05, 0.02),
      ),
    ],
  ],
  [
    11,
    (_, v) => [
      box(0, 1.2, 0.237, 0.367, 0.2),
      ...(v % 3 === 2
        ? []
        : [
            arms((x, y) =>
              v % 3 ? line(x, y - 0.03, x, y - 0.41, 0.076) : line(x, y - 0.01, x, y - 0.11, 0.077),
            ),
          ]),
    ],
  ],
  [
    10,
    (_, v) => [
      v % 3 === 1 ? box(0, 1.08, 0.26, 0.5, 0.22) : box(0, 1.2, 0.26, 0.376, 0.22),
      ...(v % 3 === 2
        ? []
        : [arms((x, y) => line(x, y - 0.04, x, y - (v % 3 ? 0.4 : 0.3), 0.085))]),
    ],
  ],
  [
    14,
    (_, v) => [
      box(0, 0.87, 0.255, v % 3 === 1 ? 0.04 : 0.03, 0.02),
      ...(v % 3 === 2 ? [box(0.06, 0.86, 0.1, 0.05, 0.02)] : []),
    ],
  ],
  [
    8,
    (_, v) =>
      [
        [box(0, 1.55, 0.2, 0.055, 0.05), box(0.09, 1.38, 0.045, 0.14, 0.02)],
        [clip(ring(ellipse(0, 1.51, 0.17, 0.062), 0.013), lower(1.51)), circle(0, 1.4, 0.04)],
        [-1, 1].map((s) => polygon([0, 1.5, s * 0.1, 1.55, s * 0.1, 1.45], 0.01)),
      ][v % 3] ?? [],
  ],
  [
    12,
    (_, v) => [
      arms((x, y) =>
        v % 3 === 1 && x < 0 ? null : box(x, y - 0.46, 0.085, v % 3 === 2 ? 0.04 : 0.02, 0.015),
      ),
    ],
  ],
  [
    13,
    (_, v) => [
      arms((x, y) =>
        v % 3 === 2
          ? line(x, y - 0.53, x, y - 0.59, 0.085)
          : circle(x, y - 0.57, v % 3 ? 0.115 : 0.09),
      ),
    ],
  ],
  [
    7,
    (_, v) =>
      [
        [box(0, 1.7, 0.15, 0.065, 0.02)],
        [ellipse(0, 1.64, 0.184, 0.144)],
        [circle(0, 1.77, 0.05)],
        [line(-0.07, 1.725, 0.07, 1.725, 0.02)],
      ][v % 4] ?? [],
  ],
  [
    6,
    (_, v) =>
      [
        [
          ring(circle(0.09, 1.82, 0.058), 0.012),
          ring(circle(-0.09, 1.82, 0.058), 0.012),
          box(0, 1.83, 0.03, 0.007),
        ],
        [
          box(0.09, 1.82, 0.0625, 0.0375, 0.01),
          box(-0.09, 1.82, 0.0625, 0.0375, 0.01),
          box(0, 1.84, 0.04, 0.008),
        ],
        [box(0, 1.82, 0.19, 0.0425, 0.02)],
      ][v % 3] ?? [],
  ],
  [
    4,
    (_, v) => [
      cut(clip(circle(0, 1.8, 0.262), upper(1.74)), ellipse(0, 1.76, 0.2, 0.12)),
      ...(v % 4 === 1
        ? [-0.12, 0, 0.12].map((x) => polygon([x - 0.07, 1.98, x + 0.07, 1.98, x + x * 0.5, 2.2]))
        : []),
    ],
  ],
  [
    3,
    (_, v) =>
      [
        [clip(circle(0, 1.82, 0.266), upper(1.82)), ellipse(0, 1.86, 0.19, 0.03)],
        [box(0, 2.14, 0.17, 0.16, 0.01), ellipse(0, 1.99, 0.31, 0.03)],
        [clip(ellipse(0, 1.81, 0.268, 0.3), upper(1.8)), circle(0, 2.12, 0.07)],
        [
          turned(polygon([0, 2.515, -0.25, 1.965, 0.25, 1.965]), 0, 2.24, 0.12),
          ellipse(0, 1.96, 0.37, 0.03),
        ],
      ][v % 4] ?? [],
  ],
  [
    5,
    (_, v) =>
      [
        [box(0, 1.87, 0.27, 0.028, 0.028)],
        [-1, 1].map((s) =>
          turned(
            polygon([s * 0.14 - 0.05, 2.14, s * 0.14 + 0.05, 2.14, s * 0.14, 2.34]),
            s * 0.14,
            2.24,
            s * 0.5,
          ),
        ),
        [ring(ellipse(0, 2.2, 0.16, 0.045), 0.02)],
        [-1, 1].map((s) => ellipse(s * 0.16, 2.02, 0.08, 0.104)),
      ][v % 4] ?? [],
  ],
  [
    17,
    (_, v) => [
      v % 3 === 1
        ? polygon([0.6, 1.81, 0.71, 1.7, 0.6, 1.59, 0.49, 1.7])
        : v % 3 === 2
          ? ring(circle(0.6, 1.65, 0.07), 0.022)
          : circle(0.6, 1.65, 0.1),
    ],
  ],
];

/** The body, as the scene builds it: legs and feet, torso, arms and hands, head. */
function bodyShapes(look: AvatarLook) {
  return [
    legs((x, y) => union(line(x, y - 0.12, x, y - 0.7, 0.08), box(x, 0.06, 0.065, 0.04, 0.02))),
    box(0, TORSO_Y, 0.22 * buildWidth(look.build), 0.36, 0.2),
    arms((x, y) => union(line(x, y - 0.06, x, y - 0.48, 0.065), circle(x, y - 0.56, 0.08))),
    circle(0, HEAD_Y, HEAD_RADIUS),
  ];
}

/** Draws the avatar's front view at a size. */
export function drawAvatar(look: AvatarLook, size: RenderSize): Raster {
  const { width, height } = RENDER_SIZES[size];
  const { k, y: centre } = FRAMING[size];
  const picture = new Raster(width, height, BACKGROUND);
  // World metres to pixels: the shape's distance in metres becomes pixels.
  const paint = (shape: Shape, colour: Rgb, options?: Paint) =>
    picture.fill(
      (px, py) => shape((px - width / 2) / k, centre + (height / 2 - py) / k) * k,
      colour,
      options,
    );
  const worn = [...look.worn].sort((a, b) => a.category - b.category);
  const piecesOf = (table: Record<number, Pieces>, category: number) =>
    worn
      .filter((w) => w.category === category)
      .map((w) => [w, table[category]?.(look, w.variant) ?? []] as const);

  paint(ellipse(0, 0.0, 0.55, 0.08), [0, 0, 0], { outline: 0, depth: 0, opacity: 0.12 });
  for (const category of [9, 4]) {
    for (const [w, shapes] of piecesOf(BEHIND, category))
      for (const s of shapes) paint(s, w.colour);
  }
  for (const shape of bodyShapes(look)) paint(shape, look.body);
  for (const [category, pieces] of OVER) {
    if (category === 7) drawFace(look, paint);
    for (const [w, shapes] of piecesOf({ [category]: pieces }, category)) {
      for (const s of shapes) paint(s, w.colour);
      // The watch's face.
      if (category === 12 && w.variant % 3 === 1) paint(circle(0.34, 1.0, 0.03), GOLD);
    }
  }
  if (worn.some((w) => w.category === 10 && w.variant % 3 !== 2)) {
    paint(line(0, 1.5, 0, 0.88, 0.006), scale(mix(look.body, DARK, 0.5), 0.6), {
      outline: 0,
      depth: 0,
    });
  }
  return picture;
}

/** Eyes (white, iris in the eye colour, shaped by the eye type) and the smile. */
function drawFace(
  look: AvatarLook,
  paint: (shape: Shape, colour: Rgb, options?: Paint) => unknown,
) {
  const [sx, sy] = eyeScale(look.eyeType);
  for (const [x, y] of EYE_POSITIONS) {
    paint(ellipse(x, HEAD_Y + y, 0.042 * sx, 0.042 * sy), WHITE, { depth: 2, outline: 1 });
    paint(ellipse(x, HEAD_Y + y, 0.026 * sx, 0.026 * sy), look.eyes, { depth: 0, outline: 0.8 });
  }
  paint(clip(ring(circle(0, 1.71, 0.045), 0.009), lower(1.71)), DARK, { outline: 0, depth: 0 });
}
