// Today's procedural character, kept as the stand-in for a part that fails to load: a skeleton of
// the joints the content host's models share, with shapes hung on the joints.
import {
  BoxGeometry,
  CapsuleGeometry,
  Mesh,
  SphereGeometry,
  TorusGeometry,
  Bone,
  Group,
  type BufferGeometry,
  type Material,
  type Object3D,
} from 'three';
import { hashKey } from './hash';
import { ANCHORS, EYE_OFFSETS, HEAD_RADIUS, type Anchor, type Vec3 } from './rig';
import { slotPieces } from './slot-pieces';
import type { SlotCategory } from './character-code';

/** The joints by name, children of `root`, at rest: what a body model's skeleton holds. */
export function standInSkeleton(): Bone {
  const root = new Bone();
  root.name = 'root';
  for (const [name, position] of Object.entries(ANCHORS)) {
    if (name === 'root') continue;
    const bone = new Bone();
    bone.name = name;
    bone.position.set(...position);
    root.add(bone);
  }
  return root;
}

const shape = (
  geometry: BufferGeometry,
  material: Material,
  position: Vec3 = [0, 0, 0],
  rotation: Vec3 = [0, 0, 0],
  scale: Vec3 = [1, 1, 1],
) => {
  const mesh = new Mesh(geometry, material);
  mesh.position.set(...position);
  mesh.rotation.set(...rotation);
  mesh.scale.set(...scale);
  return mesh;
};

/** Shapes to hang on joints; `attach` hangs each on the joint of its name. */
export type Hung = { anchor: Anchor; object: Object3D }[];

/** The body: torso, head with a smile, arms and legs; the body key sets the build. */
export function standInBody(model: string, skin: Material, mouth: Material): Hung {
  const build = 1 + (hashKey(model) % 3) * 0.08;
  const limbs = (anchor: Anchor, ...objects: Object3D[]) =>
    objects.map((object) => ({ anchor, object }));
  return [
    ...limbs(
      'torso',
      shape(new CapsuleGeometry(0.2, 0.32, 8, 24), skin, undefined, undefined, [
        1.1 * build,
        1,
        0.72,
      ]),
    ),
    ...limbs(
      'head',
      shape(new SphereGeometry(HEAD_RADIUS, 40, 28), skin),
      shape(
        new TorusGeometry(0.045, 0.009, 8, 20, Math.PI),
        mouth,
        [0, -0.09, 0.235],
        [0, 0, Math.PI],
      ),
    ),
    ...(['armLeft', 'armRight'] as const).flatMap((arm) =>
      limbs(
        arm,
        shape(new CapsuleGeometry(0.065, 0.42, 8, 16), skin, [0, -0.27, 0]),
        shape(new SphereGeometry(0.08, 20, 14), skin, [0, -0.56, 0]),
      ),
    ),
    ...(['legLeft', 'legRight'] as const).flatMap((leg) =>
      limbs(
        leg,
        shape(new CapsuleGeometry(0.08, 0.58, 8, 16), skin, [0, -0.41, 0]),
        shape(new BoxGeometry(0.13, 0.08, 0.22), skin, [0, -0.8, 0.04]),
      ),
    ),
  ];
}

/** Two eyes on the head; the eye key sets their shape (round, tall, narrow). */
export function standInEyes(model: string, white: Material, iris: Material): Hung {
  const shapes: Vec3[] = [
    [1, 1, 1],
    [0.9, 1.35, 0.9],
    [1.15, 0.7, 1],
  ];
  const scale = shapes[hashKey(model) % 3] ?? [1, 1, 1];
  return EYE_OFFSETS.map((offset) => {
    const eye = new Group();
    eye.position.set(...offset);
    eye.scale.set(...scale);
    eye.add(shape(new SphereGeometry(0.042, 20, 14), white));
    eye.add(shape(new SphereGeometry(0.026, 20, 14), iris, [0, 0, 0.024]));
    return { anchor: 'head', object: eye };
  });
}

/** A slot item's stand-in shapes, in the item's material. */
export function standInItem(category: SlotCategory, model: string, material: Material): Hung {
  return slotPieces(category, model).map((piece) => ({
    anchor: piece.anchor,
    object: shape(piece.geometry(), material, piece.position, piece.rotation, piece.scale),
  }));
}

/** Frees what a stand-in made (its geometries; materials belong to the part). */
export function disposeHung(hung: Hung): void {
  for (const { object } of hung) {
    object.removeFromParent();
    object.traverse((node) => (node as Mesh).geometry?.dispose());
  }
}
