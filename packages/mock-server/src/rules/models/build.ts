import {
  JOINTS,
  JOINT_NAMES,
  bodyShapes,
  eyeShapes,
  itemShapes,
  type Joint,
  type Shape,
} from '@endless/character';
import { shapeGeometry } from '@endless/character/three';
import { Document, WebIO, type Node } from '@gltf-transform/core';
import { Matrix4 } from 'three';
import type { Rgb } from '../pictures/colour.ts';
import type { ModelLook } from '../pictures/looks.ts';
import { clipTracks, motionOf, tempoOf, type Motion } from './clips.ts';

/**
 * The content host's generated models and clips as GLB files, built with glTF-Transform from the
 * shape catalogue of @endless/character: every model is skinned to its skeleton, every clip
 * animates its joints by name.
 * Loaded only when a `.glb` is first asked for (three.js and glTF-Transform are large).
 */
const io = new WebIO();
const WHITE: Rgb = [251, 251, 251];
const DARK: Rgb = [58, 35, 32];

/** An sRGB byte colour as glTF's linear base colour factor. */
const linear = (colour: Rgb): [number, number, number, number] => [
  ...(colour.map((c) => {
    const v = c / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number]),
  1,
];

/** The joint nodes, children of `root`, at rest. */
function skeleton(doc: Document): Map<Joint, Node> {
  const nodes = new Map(JOINT_NAMES.map((name) => [name, doc.createNode(name)]));
  const root = nodes.get('root')!;
  for (const name of JOINT_NAMES) {
    if (name !== 'root') root.addChild(nodes.get(name)!.setTranslation([...JOINTS[name]]));
  }
  doc.getRoot().listScenes()[0]!.addChild(root);
  return nodes;
}

/** Shapes merged into one primitive's arrays, each vertex bound wholly to its shape's joint. */
function merge(shapes: readonly Shape[]) {
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const joints: number[] = [];
  const indices: number[] = [];
  for (const shape of shapes) {
    // Baked at the joint's rest position: the skin binds every vertex wholly to that joint.
    const geometry = shapeGeometry(shape, JOINTS[shape.joint]);
    const base = positions.length / 3;
    const count = geometry.getAttribute('position').count;
    positions.push(...(geometry.getAttribute('position').array as Float32Array));
    normals.push(...(geometry.getAttribute('normal').array as Float32Array));
    uvs.push(...(geometry.getAttribute('uv').array as Float32Array));
    const index = geometry.getIndex();
    const own = index ? Array.from(index.array) : Array.from({ length: count }, (_, i) => i);
    indices.push(...own.map((i) => base + i));
    for (let i = 0; i < count; i++) joints.push(JOINT_NAMES.indexOf(shape.joint), 0, 0, 0);
    geometry.dispose();
  }
  return { positions, normals, uvs, joints, indices };
}

interface Part {
  name: string;
  colour: Rgb;
  shapes: readonly Shape[];
  /** The character code's colour multiplies this part's base colour (body skin, irises). */
  tint?: boolean;
  roughness?: number;
}

/** A skinned model of the given parts, one primitive (and material) each. */
async function skinnedModel(key: string, parts: Part[]): Promise<Uint8Array> {
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'endless-mock (glTF-Transform)';
  doc.createScene(key);
  const buffer = doc.createBuffer();
  const nodes = skeleton(doc);
  const skin = doc.createSkin(key).setSkeleton(nodes.get('root')!);
  const inverseBinds: number[] = [];
  for (const name of JOINT_NAMES) {
    skin.addJoint(nodes.get(name)!);
    const [x, y, z] = JOINTS[name];
    inverseBinds.push(...new Matrix4().makeTranslation(-x, -y, -z).elements);
  }
  skin.setInverseBindMatrices(
    doc.createAccessor().setType('MAT4').setArray(new Float32Array(inverseBinds)).setBuffer(buffer),
  );
  const accessor = (
    type: 'SCALAR' | 'VEC2' | 'VEC3' | 'VEC4',
    array: Float32Array | Uint8Array | Uint16Array | Uint32Array,
  ) => doc.createAccessor().setType(type).setArray(array).setBuffer(buffer);
  const mesh = doc.createMesh(key);
  for (const part of parts) {
    const { positions, normals, uvs, joints, indices } = merge(part.shapes);
    const material = doc
      .createMaterial(part.name)
      .setBaseColorFactor(linear(part.colour))
      .setMetallicFactor(0)
      .setRoughnessFactor(part.roughness ?? 0.7);
    if (part.tint) material.setExtras({ tint: true });
    const vertices = positions.length / 3;
    mesh.addPrimitive(
      doc
        .createPrimitive()
        .setAttribute('POSITION', accessor('VEC3', new Float32Array(positions)))
        .setAttribute('NORMAL', accessor('VEC3', new Float32Array(normals)))
        .setAttribute('TEXCOORD_0', accessor('VEC2', new Float32Array(uvs)))
        .setAttribute('JOINTS_0', accessor('VEC4', new Uint8Array(joints)))
        .setAttribute(
          'WEIGHTS_0',
          accessor(
            'VEC4',
            new Float32Array(vertices * 4).map((_, i) => (i % 4 === 0 ? 1 : 0)),
          ),
        )
        .setIndices(
          accessor(
            'SCALAR',
            vertices > 65535 ? new Uint32Array(indices) : new Uint16Array(indices),
          ),
        )
        .setMaterial(material),
    );
  }
  // A skinned mesh's node sits at the scene's root: the skin, not the node, places it.
  doc
    .getRoot()
    .listScenes()[0]!
    .addChild(doc.createNode(`${key}-mesh`).setMesh(mesh).setSkin(skin));
  return io.writeBinary(doc);
}

/** A model by what its key is: the body, a pair of eyes, or a slot item on its joints. */
export function modelGlb(key: string, look: ModelLook): Promise<Uint8Array> {
  switch (look.kind) {
    case 'body': {
      const { skin, mouth } = bodyShapes(look.build);
      return skinnedModel(key, [
        { name: 'skin', colour: WHITE, shapes: skin, tint: true, roughness: 0.65 },
        { name: 'mouth', colour: DARK, shapes: mouth, roughness: 0.8 },
      ]);
    }
    case 'eyes': {
      const { whites, irises } = eyeShapes(look.eyeType);
      return skinnedModel(key, [
        { name: 'white', colour: WHITE, shapes: whites, roughness: 0.3 },
        { name: 'iris', colour: WHITE, shapes: irises, tint: true, roughness: 0.25 },
      ]);
    }
    case 'item':
      return skinnedModel(key, [
        { name: key, colour: look.colour, shapes: itemShapes(look.category, look.variant) },
      ]);
  }
}

/** An animation clip: the skeleton's joints and one animation named after the key. */
export function clipGlb(key: string, motion: Motion, tempo: number): Promise<Uint8Array> {
  const doc = new Document();
  doc.getRoot().getAsset().generator = 'endless-mock (glTF-Transform)';
  doc.createScene(key);
  const buffer = doc.createBuffer();
  const nodes = skeleton(doc);
  const animation = doc.createAnimation(key);
  for (const track of clipTracks(motion, tempo)) {
    const sampler = doc
      .createAnimationSampler()
      .setInput(doc.createAccessor().setType('SCALAR').setArray(track.times).setBuffer(buffer))
      .setOutput(
        doc
          .createAccessor()
          .setType(track.path === 'rotation' ? 'VEC4' : 'VEC3')
          .setArray(track.values)
          .setBuffer(buffer),
      )
      .setInterpolation('LINEAR');
    animation
      .addSampler(sampler)
      .addChannel(
        doc
          .createAnimationChannel()
          .setTargetNode(nodes.get(track.joint)!)
          .setTargetPath(track.path)
          .setSampler(sampler),
      );
  }
  return io.writeBinary(doc);
}

/** A GLB to build: a model from what its key shows, or an animation clip named by its key. */
export type ModelRequest =
  { asset: 'model'; key: string; look: ModelLook } | { asset: 'clip'; key: string };

export const build = (request: ModelRequest) =>
  request.asset === 'model'
    ? modelGlb(request.key, request.look)
    : clipGlb(request.key, motionOf(request.key), tempoOf(request.key));
