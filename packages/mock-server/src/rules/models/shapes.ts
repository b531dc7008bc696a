import {
  BoxGeometry,
  CapsuleGeometry,
  ConeGeometry,
  CylinderGeometry,
  IcosahedronGeometry,
  OctahedronGeometry,
  SphereGeometry,
  TorusGeometry,
  TorusKnotGeometry,
  type BufferGeometry,
} from 'three';
import type { Joint, Vec3 } from './skeleton.ts';

/**
 * What the generated models are made of: shapes placed relative to the joint that carries them.
 * The 2D pictures (rules/pictures/) draw the same shapes, so the marketplace shows what is worn.
 */
export interface Shape {
  joint: Joint;
  geometry: BufferGeometry;
  at?: Vec3;
  turn?: Vec3;
  size?: Vec3;
}

const PI = Math.PI;
const sphere = (r: number) => new SphereGeometry(r, 24, 16);
const dome = (r: number) => new SphereGeometry(r, 24, 10, 0, PI * 2, 0, PI / 2);
const box = (x: number, y: number, z: number) => new BoxGeometry(x, y, z);
const cylinder = (top: number, bottom: number, h: number) =>
  new CylinderGeometry(top, bottom, h, 24);
const cone = (r: number, h: number) => new ConeGeometry(r, h, 20);
const capsule = (r: number, length: number) => new CapsuleGeometry(r, length, 6, 16);
const ring = (r: number, tube: number, arc = PI * 2) => new TorusGeometry(r, tube, 10, 32, arc);

/** A shape on a joint, moved by `at`, turned by `turn` (radians) and stretched by `size`. */
const on = (
  joint: Joint,
  geometry: BufferGeometry,
  at?: Vec3,
  turn?: Vec3,
  size?: Vec3,
): Shape => ({
  joint,
  geometry,
  at,
  turn,
  size,
});
const arms = (geometry: () => BufferGeometry, at: Vec3, turn?: Vec3) =>
  (['armLeft', 'armRight'] as const).map((joint) => on(joint, geometry(), at, turn));
const legs = (geometry: () => BufferGeometry, at: Vec3, turn?: Vec3, size?: Vec3) =>
  (['legLeft', 'legRight'] as const).map((joint) => on(joint, geometry(), at, turn, size));
const flat: Vec3 = [PI / 2, 0, 0];

/** The body: torso, head, arms with hands, legs with feet; `build` widens the torso. */
export function bodyShapes(build: number): { skin: Shape[]; mouth: Shape[] } {
  const width = 1 + (build % 3) * 0.08;
  return {
    skin: [
      on('torso', capsule(0.2, 0.32), undefined, undefined, [1.1 * width, 1, 0.72]),
      on('head', new SphereGeometry(0.25, 32, 24)),
      ...arms(() => capsule(0.065, 0.42), [0, -0.27, 0]),
      ...arms(() => sphere(0.08), [0, -0.56, 0]),
      ...legs(() => capsule(0.08, 0.58), [0, -0.41, 0]),
      ...legs(() => box(0.13, 0.08, 0.22), [0, -0.8, 0.04]),
    ],
    mouth: [on('head', ring(0.045, 0.009, PI), [0, -0.09, 0.235], [0, 0, PI])],
  };
}

/** Two eyes on the face: whites and irises; `shape` picks round, tall or narrow. */
export function eyeShapes(shape: number): { whites: Shape[]; irises: Shape[] } {
  const [sx, sy, sz] = (
    [
      [1, 1, 1],
      [0.9, 1.35, 0.9],
      [1.15, 0.7, 1],
    ] as const
  )[shape % 3]!;
  const eyes = [0.09, -0.09];
  return {
    whites: eyes.map((x) => on('head', sphere(0.042), [x, 0.02, 0.222], undefined, [sx, sy, sz])),
    irises: eyes.map((x) =>
      on('head', sphere(0.026), [x, 0.02, 0.222 + 0.024 * sz], undefined, [sx, sy, sz]),
    ),
  };
}

/** Each slot's items by category (3 Hats … 17 Misc); the model key's hash picks the variant. */
const ITEMS: Record<number, (() => Shape[])[]> = {
  // Hats: cap, top hat, beanie, wizard hat.
  3: [
    () => [
      on('head', dome(0.264), [0, 0.02, 0]),
      on('head', cylinder(0.17, 0.17, 0.02), [0, 0.06, 0.2]),
    ],
    () => [
      on('head', cylinder(0.17, 0.17, 0.32), [0, 0.34, 0]),
      on('head', cylinder(0.31, 0.31, 0.025), [0, 0.19, 0]),
    ],
    () => [
      on('head', dome(0.266), [0, 0.01, 0], undefined, [1, 1.12, 1]),
      on('head', sphere(0.07), [0, 0.32, 0]),
    ],
    () => [
      on('head', cone(0.25, 0.55), [0, 0.44, 0], [0, 0, 0.12]),
      on('head', cylinder(0.37, 0.37, 0.02), [0, 0.16, 0]),
    ],
  ],
  // Hair: short, spiky, long, bun.
  4: [
    () => [on('head', dome(0.258), undefined, [-0.35, 0, 0])],
    () => [
      on('head', dome(0.256), undefined, [-0.2, 0, 0]),
      ...[-0.12, 0, 0.12].map((x) =>
        on('head', cone(0.07, 0.2), [x, 0.27, -0.02], [-0.2, 0, -x * 2.5]),
      ),
    ],
    () => [
      on('head', dome(0.258), undefined, [-0.3, 0, 0]),
      on('head', box(0.46, 0.52, 0.1), [0, -0.2, -0.17]),
    ],
    () => [
      on('head', dome(0.257), undefined, [-0.3, 0, 0]),
      on('head', sphere(0.1), [0, 0.2, -0.2]),
    ],
  ],
  // Head: headband, horns, halo, animal ears.
  5: [
    () => [on('head', ring(0.25, 0.028), [0, 0.07, 0], flat)],
    () => [0.14, -0.14].map((x) => on('head', cone(0.05, 0.2), [x, 0.24, 0.02], [0, 0, -x * 3.5])),
    () => [on('head', ring(0.16, 0.022), [0, 0.4, 0], flat)],
    () =>
      [0.16, -0.16].map((x) =>
        on('head', sphere(0.08), [x, 0.22, -0.02], undefined, [1, 1.3, 0.5]),
      ),
  ],
  // Glasses: round frames, shades, visor.
  6: [
    () => [
      ...[0.09, -0.09].map((x) => on('head', ring(0.058, 0.012), [x, 0.02, 0.262])),
      on('head', box(0.06, 0.014, 0.014), [0, 0.03, 0.268]),
    ],
    () => [
      ...[0.09, -0.09].map((x) => on('head', box(0.125, 0.075, 0.02), [x, 0.02, 0.26])),
      on('head', box(0.08, 0.016, 0.016), [0, 0.04, 0.262]),
    ],
    () => [on('head', box(0.38, 0.085, 0.04), [0, 0.02, 0.24])],
  ],
  // Face: mask, beard, round nose, moustache.
  7: [
    () => [on('head', box(0.3, 0.13, 0.08), [0, -0.1, 0.21])],
    () => [on('head', sphere(0.16), [0, -0.16, 0.12], undefined, [1.15, 0.9, 0.7])],
    () => [on('head', sphere(0.05), [0, -0.03, 0.26])],
    () => [on('head', capsule(0.02, 0.14), [0, -0.075, 0.24], [0, 0, PI / 2])],
  ],
  // Neck: scarf, necklace, bow tie.
  8: [
    () => [
      on('torso', ring(0.15, 0.055), [0, 0.35, 0], flat),
      on('torso', box(0.09, 0.28, 0.04), [0.09, 0.18, 0.17]),
    ],
    () => [
      on('torso', ring(0.17, 0.013), [0, 0.31, 0.03], [1.2, 0, 0]),
      on('torso', sphere(0.04), [0, 0.2, 0.165]),
    ],
    () =>
      [0.05, -0.05].map((x) =>
        on('torso', cone(0.05, 0.1), [x, 0.3, 0.16], [0, 0, x > 0 ? PI / 2 : -PI / 2]),
      ),
  ],
  // Back: backpack, wings, cape.
  9: [
    () => [
      on('torso', box(0.34, 0.42, 0.16), [0, 0.02, -0.22]),
      on('torso', cylinder(0.05, 0.05, 0.34), [0, 0.25, -0.22], [0, 0, PI / 2]),
    ],
    () =>
      [0.3, -0.3].map((x) =>
        on(
          'torso',
          box(0.5, 0.3, 0.02),
          [x, 0.12, -0.22],
          [0, x > 0 ? -0.5 : 0.5, x > 0 ? 0.35 : -0.35],
        ),
      ),
    () => [on('torso', box(0.5, 1.0, 0.02), [0, -0.22, -0.19], [0.08, 0, 0])],
  ],
  // Jackets: bomber, long coat, vest.
  10: [
    () => [
      on('torso', capsule(0.226, 0.3), undefined, undefined, [1.15, 1, 0.8]),
      ...arms(() => capsule(0.085, 0.26), [0, -0.17, 0]),
    ],
    () => [
      on('torso', capsule(0.226, 0.56), [0, -0.12, 0], undefined, [1.15, 1, 0.8]),
      ...arms(() => capsule(0.085, 0.36), [0, -0.22, 0]),
    ],
    () => [on('torso', capsule(0.224, 0.28), undefined, undefined, [1.14, 1, 0.8])],
  ],
  // Shirts: T-shirt, long sleeves, tank top.
  11: [
    () => [
      on('torso', capsule(0.212, 0.31), undefined, undefined, [1.12, 1, 0.76]),
      ...arms(() => capsule(0.077, 0.1), [0, -0.06, 0]),
    ],
    () => [
      on('torso', capsule(0.212, 0.31), undefined, undefined, [1.12, 1, 0.76]),
      ...arms(() => capsule(0.076, 0.38), [0, -0.22, 0]),
    ],
    () => [on('torso', capsule(0.21, 0.3), [0, -0.01, 0], undefined, [1.1, 1, 0.76])],
  ],
  // Wrist: bands, a watch, stacked bracelets.
  12: [
    () => arms(() => ring(0.07, 0.02), [0, -0.46, 0], flat),
    () => [
      on('armLeft', ring(0.07, 0.016), [0, -0.46, 0], flat),
      on('armLeft', box(0.05, 0.05, 0.03), [0, -0.46, 0.075]),
    ],
    () => [-0.42, -0.47].flatMap((y) => arms(() => ring(0.068, 0.012), [0, y, 0], flat)),
  ],
  // Hands: gloves, boxing gloves, mittens.
  13: [
    () => arms(() => sphere(0.09), [0, -0.56, 0]),
    () => arms(() => sphere(0.115), [0, -0.58, 0.02]),
    () => arms(() => capsule(0.085, 0.06), [0, -0.56, 0]),
  ],
  // Waist: belt with buckle, sash, belt bag.
  14: [
    () => [
      on('torso', ring(0.2, 0.032), [0, -0.33, 0], flat, [1.12, 0.8, 1]),
      on('torso', box(0.08, 0.06, 0.03), [0, -0.33, 0.17]),
    ],
    () => [on('torso', ring(0.21, 0.04), [0, -0.3, 0], [PI / 2, 0.25, 0], [1.1, 0.8, 1])],
    () => [
      on('torso', ring(0.2, 0.02), [0, -0.33, 0], flat, [1.12, 0.8, 1]),
      on('torso', box(0.2, 0.1, 0.08), [0.06, -0.34, 0.18]),
    ],
  ],
  // Pants: trousers, shorts, flared; the seat rides on the torso's lowest point.
  15: [
    () => [seat(), ...legs(() => capsule(0.092, 0.56), [0, -0.38, 0])],
    () => [seat(), ...legs(() => capsule(0.095, 0.16), [0, -0.14, 0])],
    () => [seat(), ...legs(() => cylinder(0.09, 0.13, 0.72), [0, -0.4, 0])],
  ],
  // Shoes: sneakers, boots, round clogs.
  16: [
    () => legs(() => box(0.15, 0.1, 0.26), [0, -0.8, 0.05]),
    () => [
      ...legs(() => box(0.16, 0.11, 0.25), [0, -0.8, 0.04]),
      ...legs(() => cylinder(0.1, 0.1, 0.26), [0, -0.66, 0]),
    ],
    () => legs(() => sphere(0.1), [0, -0.79, 0.05], undefined, [0.85, 0.6, 1.35]),
  ],
  // Misc: a companion orb, a star, a knot that floats beside the character.
  17: [
    () => [on('root', new IcosahedronGeometry(0.1, 0), [0.6, 1.65, 0.1])],
    () => [on('root', new OctahedronGeometry(0.11, 0), [0.6, 1.7, 0.1])],
    () => [on('root', new TorusKnotGeometry(0.07, 0.022, 64, 8), [0.6, 1.65, 0.1])],
  ],
};

function seat(): Shape {
  return on('root', cylinder(0.215, 0.2, 0.2), [0, 0.88, 0], undefined, [1.05, 1, 0.76]);
}

/** How many shapes a category has (its variants). */
export const variantsOf = (category: number) => ITEMS[category]?.length ?? 0;

/** The shapes of an item of a category (3–17); its variant is picked from the key's hash. */
export function itemShapes(category: number, variant: number): Shape[] {
  const variants = ITEMS[category] ?? ITEMS[17]!;
  return variants[variant % variants.length]!();
}
