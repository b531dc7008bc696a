import { isSlotCategory, type SlotCategory } from './character-code.ts';
import type { Joint, Vec3 } from './skeleton.ts';

/**
 * The shape catalogue: what the character and every slot item are made of, as plain data. The
 * mock builds its models from it (and draws its pictures after it), the app its stand-ins; both
 * turn a solid into geometry with `@endless/character/three`.
 */
export type Solid =
  | { kind: 'sphere'; radius: number }
  /** The upper half of a sphere. */
  | { kind: 'dome'; radius: number }
  | { kind: 'box'; width: number; height: number; depth: number }
  | { kind: 'cylinder'; top: number; bottom: number; height: number }
  | { kind: 'cone'; radius: number; height: number }
  /** `length` is the straight part between the two half spheres. */
  | { kind: 'capsule'; radius: number; length: number }
  /** A torus lying in the x-y plane; `arc` (radians) cuts it short. */
  | { kind: 'ring'; radius: number; tube: number; arc?: number }
  | { kind: 'icosahedron'; radius: number }
  | { kind: 'octahedron'; radius: number }
  | { kind: 'knot'; radius: number; tube: number };

/** A solid on a joint: scaled, then turned (radians, XYZ), then moved, relative to the joint. */
export interface Shape {
  joint: Joint;
  solid: Solid;
  position?: Readonly<Vec3>;
  rotation?: Readonly<Vec3>;
  scale?: Readonly<Vec3>;
}

type Place = Readonly<Vec3>;

const PI = Math.PI;
const sphere = (radius: number): Solid => ({ kind: 'sphere', radius });
const dome = (radius: number): Solid => ({ kind: 'dome', radius });
const box = (width: number, height: number, depth: number): Solid => ({
  kind: 'box',
  width,
  height,
  depth,
});
const cylinder = (top: number, bottom: number, height: number): Solid => ({
  kind: 'cylinder',
  top,
  bottom,
  height,
});
const cone = (radius: number, height: number): Solid => ({ kind: 'cone', radius, height });
const capsule = (radius: number, length: number): Solid => ({ kind: 'capsule', radius, length });
const ring = (radius: number, tube: number, arc?: number): Solid => ({
  kind: 'ring',
  radius,
  tube,
  ...(arc === undefined ? {} : { arc }),
});

const on = (
  joint: Joint,
  solid: Solid,
  position?: Place,
  rotation?: Place,
  scale?: Place,
): Shape => ({
  joint,
  solid,
  ...(position && { position }),
  ...(rotation && { rotation }),
  ...(scale && { scale }),
});
const arms = (solid: Solid, position: Place, rotation?: Place) =>
  (['armLeft', 'armRight'] as const).map((joint) => on(joint, solid, position, rotation));
const legs = (solid: Solid, position: Place, rotation?: Place, scale?: Place) =>
  (['legLeft', 'legRight'] as const).map((joint) => on(joint, solid, position, rotation, scale));
/** A ring turned to lie flat (around a limb or the head). */
const flat: Place = [PI / 2, 0, 0];

export const HEAD_RADIUS = 0.25;

/** The torso's width for a build (the body key's hash): slim, regular or broad. */
export const buildWidth = (build: number) => 1 + (build % 3) * 0.08;

/** The body: torso, head with a smile, arms with hands, legs with feet. */
export function bodyShapes(build: number): { skin: Shape[]; mouth: Shape[] } {
  return {
    skin: [
      on('torso', capsule(0.2, 0.32), undefined, undefined, [1.1 * buildWidth(build), 1, 0.72]),
      on('head', sphere(HEAD_RADIUS)),
      ...arms(capsule(0.065, 0.42), [0, -0.27, 0]),
      ...arms(sphere(0.08), [0, -0.56, 0]),
      ...legs(capsule(0.08, 0.58), [0, -0.41, 0]),
      ...legs(box(0.13, 0.08, 0.22), [0, -0.8, 0.04]),
    ],
    mouth: [on('head', ring(0.045, 0.009, PI), [0, -0.09, 0.235], [0, 0, PI])],
  };
}

/** Where the eyes sit on the face, relative to the head joint. */
export const EYE_POSITIONS: readonly Place[] = [
  [0.09, 0.02, 0.222],
  [-0.09, 0.02, 0.222],
];
/** The eye types (the eye key's hash picks one): round, tall, narrow. */
export const EYE_SCALES: readonly Place[] = [
  [1, 1, 1],
  [0.9, 1.35, 0.9],
  [1.15, 0.7, 1],
];
export const eyeScale = (eyeType: number): Place => EYE_SCALES[eyeType % EYE_SCALES.length]!;

/** Two eyes on the face: whites, and irises in front of them. */
export function eyeShapes(eyeType: number): { whites: Shape[]; irises: Shape[] } {
  const scale = eyeScale(eyeType);
  return {
    whites: EYE_POSITIONS.map((at) => on('head', sphere(0.042), at, undefined, scale)),
    irises: EYE_POSITIONS.map(([x, y, z]) =>
      on('head', sphere(0.026), [x, y, z + 0.024 * scale[2]], undefined, scale),
    ),
  };
}

/** Each slot's items (3 Hats … 17 Misc), a list of shapes a variant; a key's hash picks one. */
const ITEMS: Record<SlotCategory, Shape[][]> = {
  // Hats: cap, top hat, beanie, wizard hat.
  3: [
    [on('head', dome(0.264), [0, 0.02, 0]), on('head', cylinder(0.17, 0.17, 0.02), [0, 0.06, 0.2])],
    [
      on('head', cylinder(0.17, 0.17, 0.32), [0, 0.34, 0]),
      on('head', cylinder(0.31, 0.31, 0.025), [0, 0.19, 0]),
    ],
    [
      on('head', dome(0.266), [0, 0.01, 0], undefined, [1, 1.12, 1]),
      on('head', sphere(0.07), [0, 0.32, 0]),
    ],
    [
      on('head', cone(0.25, 0.55), [0, 0.44, 0], [0, 0, 0.12]),
      on('head', cylinder(0.37, 0.37, 0.02), [0, 0.16, 0]),
    ],
  ],
  // Hair: short, spiky, long, bun.
  4: [
    [on('head', dome(0.258), undefined, [-0.35, 0, 0])],
    [
      on('head', dome(0.256), undefined, [-0.2, 0, 0]),
      ...[-0.12, 0, 0.12].map((x) =>
        on('head', cone(0.07, 0.2), [x, 0.27, -0.02], [-0.2, 0, -x * 2.5]),
      ),
    ],
    [
      on('head', dome(0.258), undefined, [-0.3, 0, 0]),
      on('head', box(0.46, 0.52, 0.1), [0, -0.2, -0.17]),
    ],
    [on('head', dome(0.257), undefined, [-0.3, 0, 0]), on('head', sphere(0.1), [0, 0.2, -0.2])],
  ],
  // Head: headband, horns, halo, animal ears.
  5: [
    [on('head', ring(0.25, 0.028), [0, 0.07, 0], flat)],
    [0.14, -0.14].map((x) => on('head', cone(0.05, 0.2), [x, 0.24, 0.02], [0, 0, -x * 3.5])),
    [on('head', ring(0.16, 0.022), [0, 0.4, 0], flat)],
    [0.16, -0.16].map((x) => on('head', sphere(0.08), [x, 0.22, -0.02], undefined, [1, 1.3, 0.5])),
  ],
  // Glasses: round frames, shades, visor.
  6: [
    [
      ...[0.09, -0.09].map((x) => on('head', ring(0.058, 0.012), [x, 0.02, 0.262])),
      on('head', box(0.06, 0.014, 0.014), [0, 0.03, 0.268]),
    ],
    [
      ...[0.09, -0.09].map((x) => on('head', box(0.125, 0.075, 0.02), [x, 0.02, 0.26])),
      on('head', box(0.08, 0.016, 0.016), [0, 0.04, 0.262]),
    ],
    [on('head', box(0.38, 0.085, 0.04), [0, 0.02, 0.24])],
  ],
  // Face: mask, beard, round nose, moustache.
  7: [
    [on('head', box(0.3, 0.13, 0.08), [0, -0.1, 0.21])],
    [on('head', sphere(0.16), [0, -0.16, 0.12], undefined, [1.15, 0.9, 0.7])],
    [on('head', sphere(0.05), [0, -0.03, 0.26])],
    [on('head', capsule(0.02, 0.14), [0, -0.075, 0.24], [0, 0, PI / 2])],
  ],
  // Neck: scarf, necklace, bow tie.
  8: [
    [
      on('torso', ring(0.15, 0.055), [0, 0.35, 0], flat),
      on('torso', box(0.09, 0.28, 0.04), [0.09, 0.18, 0.17]),
    ],
    [
      on('torso', ring(0.17, 0.013), [0, 0.31, 0.03], [1.2, 0, 0]),
      on('torso', sphere(0.04), [0, 0.2, 0.165]),
    ],
    [0.05, -0.05].map((x) =>
      on('torso', cone(0.05, 0.1), [x, 0.3, 0.16], [0, 0, x > 0 ? PI / 2 : -PI / 2]),
    ),
  ],
  // Back: backpack, wings, cape.
  9: [
    [
      on('torso', box(0.34, 0.42, 0.16), [0, 0.02, -0.22]),
      on('torso', cylinder(0.05, 0.05, 0.34), [0, 0.25, -0.22], [0, 0, PI / 2]),
    ],
    [0.3, -0.3].map((x) =>
      on(
        'torso',
        box(0.5, 0.3, 0.02),
        [x, 0.12, -0.22],
        [0, x > 0 ? -0.5 : 0.5, x > 0 ? 0.35 : -0.35],
      ),
    ),
    [on('torso', box(0.5, 1.0, 0.02), [0, -0.22, -0.19], [0.08, 0, 0])],
  ],
  // Jackets: bomber, long coat, vest.
  10: [
    [
      on('torso', capsule(0.226, 0.3), undefined, undefined, [1.15, 1, 0.8]),
      ...arms(capsule(0.085, 0.26), [0, -0.17, 0]),
    ],
    [
      on('torso', capsule(0.226, 0.56), [0, -0.12, 0], undefined, [1.15, 1, 0.8]),
      ...arms(capsule(0.085, 0.36), [0, -0.22, 0]),
    ],
    [on('torso', capsule(0.224, 0.28), undefined, undefined, [1.14, 1, 0.8])],
  ],
  // Shirts: T-shirt, long sleeves, tank top.
  11: [
    [
      on('torso', capsule(0.212, 0.31), undefined, undefined, [1.12, 1, 0.76]),
      ...arms(capsule(0.077, 0.1), [0, -0.06, 0]),
    ],
    [
      on('torso', capsule(0.212, 0.31), undefined, undefined, [1.12, 1, 0.76]),
      ...arms(capsule(0.076, 0.38), [0, -0.22, 0]),
    ],
    [on('torso', capsule(0.21, 0.3), [0, -0.01, 0], undefined, [1.1, 1, 0.76])],
  ],
  // Wrist: bands, a watch, stacked bracelets.
  12: [
    arms(ring(0.07, 0.02), [0, -0.46, 0], flat),
    [
      on('armLeft', ring(0.07, 0.016), [0, -0.46, 0], flat),
      on('armLeft', box(0.05, 0.05, 0.03), [0, -0.46, 0.075]),
    ],
    [-0.42, -0.47].flatMap((y) => arms(ring(0.068, 0.012), [0, y, 0], flat)),
  ],
  // Hands: gloves, boxing gloves, mittens.
  13: [
    arms(sphere(0.09), [0, -0.56, 0]),
    arms(sphere(0.115), [0, -0.58, 0.02]),
    arms(capsule(0.085, 0.06), [0, -0.56, 0]),
  ],
  // Waist: belt with buckle, sash, belt bag.
  14: [
    [
      on('torso', ring(0.2, 0.032), [0, -0.33, 0], flat, [1.12, 0.8, 1]),
      on('torso', box(0.08, 0.06, 0.03), [0, -0.33, 0.17]),
    ],
    [on('torso', ring(0.21, 0.04), [0, -0.3, 0], [PI / 2, 0.25, 0], [1.1, 0.8, 1])],
    [
      on('torso', ring(0.2, 0.02), [0, -0.33, 0], flat, [1.12, 0.8, 1]),
      on('torso', box(0.2, 0.1, 0.08), [0.06, -0.34, 0.18]),
    ],
  ],
  // Pants: trousers, shorts, flared; the seat rides on the torso's lowest point.
  15: [
    [seat(), ...legs(capsule(0.092, 0.56), [0, -0.38, 0])],
    [seat(), ...legs(capsule(0.095, 0.16), [0, -0.14, 0])],
    [seat(), ...legs(cylinder(0.09, 0.13, 0.72), [0, -0.4, 0])],
  ],
  // Shoes: sneakers, boots, round clogs.
  16: [
    legs(box(0.15, 0.1, 0.26), [0, -0.8, 0.05]),
    [
      ...legs(box(0.16, 0.11, 0.25), [0, -0.8, 0.04]),
      ...legs(cylinder(0.1, 0.1, 0.26), [0, -0.66, 0]),
    ],
    legs(sphere(0.1), [0, -0.79, 0.05], undefined, [0.85, 0.6, 1.35]),
  ],
  // Misc: a companion orb, a star, a knot that floats beside the character.
  17: [
    [on('root', { kind: 'icosahedron', radius: 0.1 }, [0.6, 1.65, 0.1])],
    [on('root', { kind: 'octahedron', radius: 0.11 }, [0.6, 1.7, 0.1])],
    [on('root', { kind: 'knot', radius: 0.07, tube: 0.022 }, [0.6, 1.65, 0.1])],
  ],
};

function seat(): Shape {
  return on('root', cylinder(0.215, 0.2, 0.2), [0, 0.88, 0], undefined, [1.05, 1, 0.76]);
}

/** How many variants a slot's items have (an unknown category: Misc's). */
export const itemVariants = (category: number) =>
  (isSlotCategory(category) ? ITEMS[category] : ITEMS[17]).length;

/**
 * The shapes of an item of a slot category: `variant` (the model key's hash) picks one, modulo the
 * category's count. A category outside 3–17 gets Misc's. The lists are shared: do not change them.
 */
export function itemShapes(category: number, variant: number): readonly Shape[] {
  const variants = isSlotCategory(category) ? ITEMS[category] : ITEMS[17];
  return variants[variant % variants.length]!;
}
