// The stand-in for a part that fails to load: the skeleton the content host's models share, with
// the shape catalogue's shapes hung on its joints (the mock builds its models from the same shapes).
import {
  JOINTS,
  JOINT_NAMES,
  bodyShapes,
  eyeShapes,
  hashKey,
  itemShapes,
  type Joint,
  type Shape,
  type SlotCategory,
} from '@endless/character';
import { shapeGeometry } from '@endless/character/three';
import { Bone, Mesh, type Material, type Object3D } from 'three';

/** The joints by name, children of `root`, at rest: what a body model's skeleton holds. */
export function standInSkeleton(): Bone {
  const root = new Bone();
  root.name = 'root';
  for (const name of JOINT_NAMES) {
    if (name === 'root') continue;
    const bone = new Bone();
    bone.name = name;
    bone.position.set(...JOINTS[name]);
    root.add(bone);
  }
  return root;
}

/** Shapes to hang on joints; `attach` hangs each on the joint of its name. */
export type Hung = { joint: Joint; object: Object3D }[];

const meshes = (shapes: readonly Shape[], material: Material): Hung =>
  shapes.map((shape) => ({ joint: shape.joint, object: new Mesh(shapeGeometry(shape), material) }));

/** The body: torso, head with a smile, arms and legs; the body key sets the build. */
export function standInBody(model: string, skin: Material, mouth: Material): Hung {
  const shapes = bodyShapes(hashKey(model));
  return [...meshes(shapes.skin, skin), ...meshes(shapes.mouth, mouth)];
}

/** Two eyes on the head; the eye key sets their type (round, tall, narrow). */
export function standInEyes(model: string, white: Material, iris: Material): Hung {
  const shapes = eyeShapes(hashKey(model));
  return [...meshes(shapes.whites, white), ...meshes(shapes.irises, iris)];
}

/** A slot item's stand-in shapes, in the item's material: its model key picks the variant. */
export function standInItem(category: SlotCategory, model: string, material: Material): Hung {
  return meshes(itemShapes(category, hashKey(model)), material);
}

/** A pleasant colour for an item's stand-in until its maps colour it, as a CSS hsl() string. */
export function standInColour(model: string): string {
  const hash = hashKey(model);
  return `hsl(${hash % 360} ${45 + (hash % 30)}% ${42 + ((hash >>> 8) % 20)}%)`;
}

/** Frees what a stand-in made (its geometries; materials belong to the part). */
export function disposeHung(hung: Hung): void {
  for (const { object } of hung) {
    object.removeFromParent();
    object.traverse((node) => (node as Mesh).geometry?.dispose());
  }
}
