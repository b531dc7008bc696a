/**
 * The catalogue's shapes as three.js geometry: the one place that names the segments. Its own
 * entry (`@endless/character/three`), so code that only reads codes or keys never loads three.js.
 */
import {
  BoxGeometry,
  CapsuleGeometry,
  ConeGeometry,
  CylinderGeometry,
  Euler,
  IcosahedronGeometry,
  Matrix4,
  OctahedronGeometry,
  Quaternion,
  SphereGeometry,
  TorusGeometry,
  TorusKnotGeometry,
  Vector3,
  type BufferGeometry,
} from 'three';
import type { Shape, Solid } from './shapes.ts';

const PI = Math.PI;

export function solidGeometry(solid: Solid): BufferGeometry {
  switch (solid.kind) {
    case 'sphere':
      return new SphereGeometry(solid.radius, 24, 16);
    case 'dome':
      return new SphereGeometry(solid.radius, 24, 10, 0, PI * 2, 0, PI / 2);
    case 'box':
      return new BoxGeometry(solid.width, solid.height, solid.depth);
    case 'cylinder':
      return new CylinderGeometry(solid.top, solid.bottom, solid.height, 24);
    case 'cone':
      return new ConeGeometry(solid.radius, solid.height, 20);
    case 'capsule':
      return new CapsuleGeometry(solid.radius, solid.length, 6, 16);
    case 'ring':
      return new TorusGeometry(solid.radius, solid.tube, 10, 32, solid.arc ?? PI * 2);
    case 'icosahedron':
      return new IcosahedronGeometry(solid.radius, 0);
    case 'octahedron':
      return new OctahedronGeometry(solid.radius, 0);
    case 'knot':
      return new TorusKnotGeometry(solid.radius, solid.tube, 64, 8);
  }
}

/**
 * A shape's geometry in its place relative to its joint (scaled, turned, moved), so a mesh of it
 * hangs on the joint as it is; `offset` moves it further (a joint's rest position, to bake it).
 */
export function shapeGeometry(
  { solid, position = [0, 0, 0], rotation = [0, 0, 0], scale = [1, 1, 1] }: Shape,
  offset: readonly [number, number, number] = [0, 0, 0],
): BufferGeometry {
  return solidGeometry(solid).applyMatrix4(
    new Matrix4().compose(
      new Vector3(...offset).add(new Vector3(...position)),
      new Quaternion().setFromEuler(new Euler(...rotation)),
      new Vector3(...scale),
    ),
  );
}
