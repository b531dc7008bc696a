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
import type { SlotCategory } from './character-code';
import { hashKey } from './hash';
import type { Anchor, Vec3 } from './rig';

/**
 * Stand-in equipment, shown only when an item's model fails to load from the content host: the
 * slot (category) decides where it sits (hats on the head, shoes on the feet…), the model key picks
 * one of the category's shapes, and the item's maps still colour it.
 */
export interface Piece {
  anchor: Anchor;
  geometry: () => BufferGeometry;
  position?: Vec3;
  rotation?: Vec3;
  scale?: Vec3;
}

const PI = Math.PI;
const sphere = (r: number) => () => new SphereGeometry(r, 32, 20);
const dome = (r: number) => () => new SphereGeometry(r, 32, 14, 0, PI * 2, 0, PI / 2);
const box = (x: number, y: number, z: number) => () => new BoxGeometry(x, y, z);
const cylinder = (top: number, bottom: number, h: number) => () =>
  new CylinderGeometry(top, bottom, h, 32);
const cone = (r: number, h: number) => () => new ConeGeometry(r, h, 24);
const capsule = (r: number, length: number) => () => new CapsuleGeometry(r, length, 8, 20);
const ring = (r: number, tube: number) => () => new TorusGeometry(r, tube, 12, 40);

/** The same piece on both arms or both legs. */
const pair = (side: 'arm' | 'leg', piece: Omit<Piece, 'anchor'>): Piece[] =>
  side === 'arm'
    ? [
        { anchor: 'armLeft', ...piece },
        { anchor: 'armRight', ...piece },
      ]
    : [
        { anchor: 'legLeft', ...piece },
        { anchor: 'legRight', ...piece },
      ];

const VARIANTS: Record<SlotCategory, Piece[][]> = {
  // Hats: cap, top hat, beanie, wizard hat.
  3: [
    [
      { anchor: 'head', geometry: dome(0.264), position: [0, 0.02, 0] },
      { anchor: 'head', geometry: cylinder(0.17, 0.17, 0.02), position: [0, 0.06, 0.2] },
    ],
    [
      { anchor: 'head', geometry: cylinder(0.17, 0.17, 0.32), position: [0, 0.34, 0] },
      { anchor: 'head', geometry: cylinder(0.31, 0.31, 0.025), position: [0, 0.19, 0] },
    ],
    [
      { anchor: 'head', geometry: dome(0.266), position: [0, 0.01, 0], scale: [1, 1.12, 1] },
      { anchor: 'head', geometry: sphere(0.07), position: [0, 0.32, 0] },
    ],
    [
      {
        anchor: 'head',
        geometry: cone(0.25, 0.55),
        position: [0, 0.44, 0],
        rotation: [0, 0, 0.12],
      },
      { anchor: 'head', geometry: cylinder(0.37, 0.37, 0.02), position: [0, 0.16, 0] },
    ],
  ],
  // Hair: short, spiky, long, bun.
  4: [
    [{ anchor: 'head', geometry: dome(0.258), rotation: [-0.35, 0, 0] }],
    [
      { anchor: 'head', geometry: dome(0.256), rotation: [-0.2, 0, 0] },
      ...[-0.12, 0, 0.12].map((x): Piece => ({
        anchor: 'head',
        geometry: cone(0.07, 0.2),
        position: [x, 0.27, -0.02],
        rotation: [-0.2, 0, -x * 2.5],
      })),
    ],
    [
      { anchor: 'head', geometry: dome(0.258), rotation: [-0.3, 0, 0] },
      { anchor: 'head', geometry: box(0.46, 0.52, 0.1), position: [0, -0.2, -0.17] },
    ],
    [
      { anchor: 'head', geometry: dome(0.257), rotation: [-0.3, 0, 0] },
      { anchor: 'head', geometry: sphere(0.1), position: [0, 0.2, -0.2] },
    ],
  ],
  // Head: headband, horns, halo, animal ears.
  5: [
    [
      {
        anchor: 'head',
        geometry: ring(0.25, 0.028),
        position: [0, 0.07, 0],
        rotation: [PI / 2, 0, 0],
      },
    ],
    [0.14, -0.14].map((x) => ({
      anchor: 'head',
      geometry: cone(0.05, 0.2),
      position: [x, 0.24, 0.02],
      rotation: [0, 0, -x * 3.5],
    })),
    [
      {
        anchor: 'head',
        geometry: ring(0.16, 0.022),
        position: [0, 0.4, 0],
        rotation: [PI / 2, 0, 0],
      },
    ],
    [0.16, -0.16].map((x) => ({
      anchor: 'head',
      geometry: sphere(0.08),
      position: [x, 0.22, -0.02],
      scale: [1, 1.3, 0.5],
    })),
  ],
  // Glasses: round frames, shades, visor.
  6: [
    [
      ...[0.09, -0.09].map((x): Piece => ({
        anchor: 'head',
        geometry: ring(0.058, 0.012),
        position: [x, 0.02, 0.262],
      })),
      { anchor: 'head', geometry: box(0.06, 0.014, 0.014), position: [0, 0.03, 0.268] },
    ],
    [
      ...[0.09, -0.09].map((x): Piece => ({
        anchor: 'head',
        geometry: box(0.125, 0.075, 0.02),
        position: [x, 0.02, 0.26],
      })),
      { anchor: 'head', geometry: box(0.08, 0.016, 0.016), position: [0, 0.04, 0.262] },
    ],
    [{ anchor: 'head', geometry: box(0.38, 0.085, 0.04), position: [0, 0.02, 0.24] }],
  ],
  // Face: mask, beard, round nose, moustache.
  7: [
    [{ anchor: 'head', geometry: box(0.3, 0.13, 0.08), position: [0, -0.1, 0.21] }],
    [
      {
        anchor: 'head',
        geometry: sphere(0.16),
        position: [0, -0.16, 0.12],
        scale: [1.15, 0.9, 0.7],
      },
    ],
    [{ anchor: 'head', geometry: sphere(0.05), position: [0, -0.03, 0.26] }],
    [
      {
        anchor: 'head',
        geometry: capsule(0.02, 0.14),
        position: [0, -0.075, 0.24],
        rotation: [0, 0, PI / 2],
      },
    ],
  ],
  // Neck: scarf, necklace, bow tie.
  8: [
    [
      {
        anchor: 'torso',
        geometry: ring(0.15, 0.055),
        position: [0, 0.35, 0],
        rotation: [PI / 2, 0, 0],
      },
      { anchor: 'torso', geometry: box(0.09, 0.28, 0.04), position: [0.09, 0.18, 0.17] },
    ],
    [
      {
        anchor: 'torso',
        geometry: ring(0.17, 0.013),
        position: [0, 0.31, 0.03],
        rotation: [1.2, 0, 0],
      },
      { anchor: 'torso', geometry: sphere(0.04), position: [0, 0.2, 0.165] },
    ],
    [0.05, -0.05].map((x) => ({
      anchor: 'torso',
      geometry: cone(0.05, 0.1),
      position: [x, 0.3, 0.16],
      rotation: [0, 0, x > 0 ? PI / 2 : -PI / 2],
    })),
  ],
  // Back: backpack, wings, cape.
  9: [
    [
      { anchor: 'torso', geometry: box(0.34, 0.42, 0.16), position: [0, 0.02, -0.22] },
      {
        anchor: 'torso',
        geometry: cylinder(0.05, 0.05, 0.34),
        position: [0, 0.25, -0.22],
        rotation: [0, 0, PI / 2],
      },
    ],
    [0.3, -0.3].map((x) => ({
      anchor: 'torso',
      geometry: box(0.5, 0.3, 0.02),
      position: [x, 0.12, -0.22],
      rotation: [0, x > 0 ? -0.5 : 0.5, x > 0 ? 0.35 : -0.35],
    })),
    [
      {
        anchor: 'torso',
        geometry: box(0.5, 1.0, 0.02),
        position: [0, -0.22, -0.19],
        rotation: [0.08, 0, 0],
      },
    ],
  ],
  // Jackets: bomber, long coat, vest.
  10: [
    [
      { anchor: 'torso', geometry: capsule(0.226, 0.3), scale: [1.15, 1, 0.8] },
      ...pair('arm', { geometry: capsule(0.085, 0.26), position: [0, -0.17, 0] }),
    ],
    [
      {
        anchor: 'torso',
        geometry: capsule(0.226, 0.56),
        position: [0, -0.12, 0],
        scale: [1.15, 1, 0.8],
      },
      ...pair('arm', { geometry: capsule(0.085, 0.36), position: [0, -0.22, 0] }),
    ],
    [{ anchor: 'torso', geometry: capsule(0.224, 0.28), scale: [1.14, 1, 0.8] }],
  ],
  // Shirts: T-shirt, long sleeves, tank top.
  11: [
    [
      { anchor: 'torso', geometry: capsule(0.212, 0.31), scale: [1.12, 1, 0.76] },
      ...pair('arm', { geometry: capsule(0.077, 0.1), position: [0, -0.06, 0] }),
    ],
    [
      { anchor: 'torso', geometry: capsule(0.212, 0.31), scale: [1.12, 1, 0.76] },
      ...pair('arm', { geometry: capsule(0.076, 0.38), position: [0, -0.22, 0] }),
    ],
    [
      {
        anchor: 'torso',
        geometry: capsule(0.21, 0.3),
        position: [0, -0.01, 0],
        scale: [1.1, 1, 0.76],
      },
    ],
  ],
  // Wrist: bands, a watch, stacked bracelets.
  12: [
    pair('arm', { geometry: ring(0.07, 0.02), position: [0, -0.46, 0], rotation: [PI / 2, 0, 0] }),
    [
      {
        anchor: 'armLeft',
        geometry: ring(0.07, 0.016),
        position: [0, -0.46, 0],
        rotation: [PI / 2, 0, 0],
      },
      { anchor: 'armLeft', geometry: box(0.05, 0.05, 0.03), position: [0, -0.46, 0.075] },
    ],
    [-0.42, -0.47].flatMap((y) =>
      pair('arm', { geometry: ring(0.068, 0.012), position: [0, y, 0], rotation: [PI / 2, 0, 0] }),
    ),
  ],
  // Hands: gloves, boxing gloves, mittens.
  13: [
    pair('arm', { geometry: sphere(0.09), position: [0, -0.56, 0] }),
    pair('arm', { geometry: sphere(0.115), position: [0, -0.58, 0.02] }),
    pair('arm', { geometry: capsule(0.085, 0.06), position: [0, -0.56, 0] }),
  ],
  // Waist: belt with buckle, sash, belt bag.
  14: [
    [
      {
        anchor: 'torso',
        geometry: ring(0.2, 0.032),
        position: [0, -0.33, 0],
        rotation: [PI / 2, 0, 0],
        scale: [1.12, 0.8, 1],
      },
      { anchor: 'torso', geometry: box(0.08, 0.06, 0.03), position: [0, -0.33, 0.17] },
    ],
    [
      {
        anchor: 'torso',
        geometry: ring(0.21, 0.04),
        position: [0, -0.3, 0],
        rotation: [PI / 2, 0.25, 0],
        scale: [1.1, 0.8, 1],
      },
    ],
    [
      {
        anchor: 'torso',
        geometry: ring(0.2, 0.02),
        position: [0, -0.33, 0],
        rotation: [PI / 2, 0, 0],
        scale: [1.12, 0.8, 1],
      },
      { anchor: 'torso', geometry: box(0.2, 0.1, 0.08), position: [0.06, -0.34, 0.18] },
    ],
  ],
  // Pants: trousers, shorts, flared.
  15: [
    [
      {
        anchor: 'root',
        geometry: cylinder(0.215, 0.2, 0.2),
        position: [0, 0.88, 0],
        scale: [1.05, 1, 0.76],
      },
      ...pair('leg', { geometry: capsule(0.092, 0.56), position: [0, -0.38, 0] }),
    ],
    [
      {
        anchor: 'root',
        geometry: cylinder(0.215, 0.2, 0.2),
        position: [0, 0.88, 0],
        scale: [1.05, 1, 0.76],
      },
      ...pair('leg', { geometry: capsule(0.095, 0.16), position: [0, -0.14, 0] }),
    ],
    [
      {
        anchor: 'root',
        geometry: cylinder(0.215, 0.2, 0.2),
        position: [0, 0.88, 0],
        scale: [1.05, 1, 0.76],
      },
      ...pair('leg', { geometry: cylinder(0.09, 0.13, 0.72), position: [0, -0.4, 0] }),
    ],
  ],
  // Shoes: sneakers, boots, round clogs.
  16: [
    pair('leg', { geometry: box(0.15, 0.1, 0.26), position: [0, -0.8, 0.05] }),
    [
      ...pair('leg', { geometry: box(0.16, 0.11, 0.25), position: [0, -0.8, 0.04] }),
      ...pair('leg', { geometry: cylinder(0.1, 0.1, 0.26), position: [0, -0.66, 0] }),
    ],
    pair('leg', { geometry: sphere(0.1), position: [0, -0.79, 0.05], scale: [0.85, 0.6, 1.35] }),
  ],
  // Misc: a companion orb, a star, a ring that floats beside the character.
  17: [
    [
      {
        anchor: 'root',
        geometry: () => new IcosahedronGeometry(0.1, 0),
        position: [0.6, 1.65, 0.1],
      },
    ],
    [
      {
        anchor: 'root',
        geometry: () => new OctahedronGeometry(0.11, 0),
        position: [0.6, 1.7, 0.1],
      },
    ],
    [
      {
        anchor: 'root',
        geometry: () => new TorusKnotGeometry(0.07, 0.022, 64, 8),
        position: [0.6, 1.65, 0.1],
      },
    ],
  ],
};

/** The pieces of an item: its slot decides where, its model key which shape. */
export function slotPieces(category: SlotCategory, model: string): Piece[] {
  const variants = VARIANTS[category];
  return variants[hashKey(model) % variants.length] ?? [];
}
