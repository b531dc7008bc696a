import { JOINT_NAMES, itemVariants, type Joint } from '@endless/character';
import { WebIO, type Document } from '@gltf-transform/core';
import { validateBytes } from 'gltf-validator';
import { Box3, Euler, Quaternion, Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { motionOf, tempoOf, type Motion } from './clips.ts';
import { clipGlb, modelGlb } from './build.ts';

const io = new WebIO();
const HEAD_TOP = 1.8 + 0.25;

/** Errors and warnings the Khronos validator finds (infos and hints are fine). */
async function problems(glb: Uint8Array): Promise<string[]> {
  const report = await validateBytes(glb, { format: 'glb' });
  return report.issues.messages
    .filter((message) => message.severity <= 1)
    .map((message) => `${message.code} ${message.pointer ?? ''}: ${message.message}`);
}

/** Each vertex's world position (the skin binds at rest, so that is where it shows) and joint. */
function vertices(doc: Document): { at: Vector3; joint: Joint }[] {
  const skin = doc.getRoot().listSkins()[0]!;
  const joints = skin.listJoints().map((node) => node.getName() as Joint);
  return doc
    .getRoot()
    .listMeshes()
    .flatMap((mesh) => mesh.listPrimitives())
    .flatMap((primitive) => {
      const positions = primitive.getAttribute('POSITION')!;
      const bound = primitive.getAttribute('JOINTS_0')!;
      return Array.from({ length: positions.getCount() }, (_, i) => ({
        at: new Vector3().fromArray(positions.getElement(i, [])),
        joint: joints[bound.getElement(i, [])[0]!]!,
      }));
    });
}

const item = (category: number, variant: number) =>
  modelGlb('item-test', { kind: 'item', category, variant, colour: [200, 80, 40] });

async function itemOn(category: number, variant: number) {
  const doc = await io.readBinary(await item(category, variant));
  const all = vertices(doc);
  return {
    joints: new Set(all.map((v) => v.joint)),
    box: new Box3().setFromPoints(all.map((v) => v.at)),
  };
}

describe('generated models', () => {
  it('are valid glTF for every body, eyes and item variant', async () => {
    const glbs = [
      await modelGlb('body_01', { kind: 'body', build: 2 }),
      await modelGlb('eyes_01', { kind: 'eyes', eyeType: 1 }),
    ];
    for (let category = 3; category <= 17; category++) {
      for (let variant = 0; variant < itemVariants(category); variant++) {
        glbs.push(await item(category, variant));
      }
    }
    expect(glbs).toHaveLength(2 + 49);
    for (const glb of glbs) expect(await problems(glb)).toEqual([]);
    // The validator does find a damaged file: a body whose declared length is cut short.
    const damaged = glbs[0]!.slice();
    new DataView(damaged.buffer).setUint32(8, damaged.length - 4, true);
    expect(await problems(damaged)).not.toEqual([]);
  });

  it('share one skeleton, and the colour tints only the skin and the irises', async () => {
    for (const glb of [
      await modelGlb('body_01', { kind: 'body', build: 0 }),
      await modelGlb('eyes_01', { kind: 'eyes', eyeType: 0 }),
      await item(16, 0),
    ]) {
      const doc = await io.readBinary(glb);
      const skin = doc.getRoot().listSkins()[0]!;
      expect(skin.listJoints().map((joint) => joint.getName())).toEqual(JOINT_NAMES);
    }
    const materials = async (glb: Uint8Array) =>
      (await io.readBinary(glb))
        .getRoot()
        .listMaterials()
        .map((material) => [material.getName(), material.getExtras().tint === true]);
    expect(await materials(await modelGlb('b', { kind: 'body', build: 0 }))).toEqual([
      ['skin', true],
      ['mouth', false],
    ]);
    expect(await materials(await modelGlb('e', { kind: 'eyes', eyeType: 0 }))).toEqual([
      ['white', false],
      ['iris', true],
    ]);
  });

  it('put every hat and hair on the head, glasses on the face and shoes on the feet', async () => {
    for (let variant = 0; variant < itemVariants(3); variant++) {
      const hat = await itemOn(3, variant);
      expect(hat.joints, `hat ${variant}`).toEqual(new Set(['head']));
      expect(hat.box.max.y, `hat ${variant} crowns the head`).toBeGreaterThan(HEAD_TOP);
      expect(hat.box.min.y, `hat ${variant} stays above the eyes`).toBeGreaterThan(1.8);
    }
    for (let variant = 0; variant < itemVariants(4); variant++) {
      const hair = await itemOn(4, variant);
      expect(hair.joints).toEqual(new Set(['head']));
      expect(hair.box.max.y).toBeGreaterThan(HEAD_TOP);
    }
    for (let variant = 0; variant < itemVariants(6); variant++) {
      const glasses = await itemOn(6, variant);
      expect(glasses.joints).toEqual(new Set(['head']));
      expect(glasses.box.min.z, 'in front of the face').toBeGreaterThan(0.2);
      expect(glasses.box.min.y).toBeGreaterThan(1.7);
      expect(glasses.box.max.y).toBeLessThan(1.9);
    }
    for (let variant = 0; variant < itemVariants(16); variant++) {
      const shoes = await itemOn(16, variant);
      expect(shoes.joints).toEqual(new Set(['legLeft', 'legRight']));
      expect(shoes.box.min.y, 'on the ground').toBeLessThan(0.05);
      expect(shoes.box.max.y).toBeLessThan(0.35);
    }
  });
});

/** A clip's tracks as joint.path → values per key, read back from its GLB. */
async function clip(key: string) {
  const doc = await io.readBinary(await clipGlb(key, motionOf(key), tempoOf(key)));
  const animation = doc.getRoot().listAnimations()[0]!;
  const tracks = new Map<string, { times: number[]; values: number[][] }>();
  for (const channel of animation.listChannels()) {
    const sampler = channel.getSampler()!;
    const input = sampler.getInput()!;
    const output = sampler.getOutput()!;
    tracks.set(`${channel.getTargetNode()!.getName()}.${channel.getTargetPath()}`, {
      times: Array.from(input.getArray()!),
      values: Array.from({ length: output.getCount() }, (_, i) => output.getElement(i, [])),
    });
  }
  return { name: animation.getName(), tracks };
}
const eulerOf = (q: number[]) =>
  new Euler().setFromQuaternion(new Quaternion(...(q as [number, number, number, number])));

describe('generated clips', () => {
  it('are valid glTF animating the shared joints by name', async () => {
    for (const key of ['idle_01', 'wave_01', 'turn_01', 'jump_01', 'dance_01', 'item-abc']) {
      const glb = await clipGlb(key, motionOf(key), tempoOf(key));
      expect(await problems(glb), key).toEqual([]);
      const { name, tracks } = await clip(key);
      expect(name).toBe(key);
      for (const track of tracks.keys()) {
        expect(JOINT_NAMES).toContain(track.split('.')[0]);
      }
    }
  });

  it('breathe in the idle, which loops seamlessly', async () => {
    const { tracks } = await clip('idle_01');
    const chest = tracks.get('torso.scale')!.values.map((scale) => scale[1]!);
    expect(Math.max(...chest) - Math.min(...chest)).toBeGreaterThan(0.05);
    for (const { values } of tracks.values()) {
      values[0]!.forEach((value, i) => expect(values.at(-1)![i]).toBeCloseTo(value, 5));
    }
  });

  it('raise the right arm above the shoulder to wave, and turn all the way round', async () => {
    const wave = (await clip('wave_01')).tracks.get('armRight.rotation')!;
    const raised = Math.min(...wave.values.map((q) => eulerOf(q).z));
    expect(raised).toBeLessThan(-Math.PI / 2 - 0.5);
    expect(eulerOf(wave.values[0]!).z).toBeCloseTo(-0.1, 2);
    expect(eulerOf(wave.values.at(-1)!).z).toBeCloseTo(-0.1, 2);

    const turn = (await clip('turn_01')).tracks.get('root.rotation')!;
    // The yaw passes through every quarter of the circle and ends facing front again.
    const quarters = new Set(
      turn.values.map((q) => {
        const yaw = 2 * Math.atan2(q[1]!, q[3]!);
        return Math.floor((((yaw % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI)) / (Math.PI / 2));
      }),
    );
    expect(quarters).toEqual(new Set([0, 1, 2, 3]));
    expect(Math.abs(turn.values.at(-1)![3]!)).toBeCloseTo(1, 5);
  });

  it('name their motion from the key, else pick one by hash', () => {
    const motions: Motion[] = ['idle', 'wave', 'turn', 'jump', 'dance'];
    expect(['idle_01', 'wave_01', 'turn_01', 'jump_01', 'dance_01'].map(motionOf)).toEqual(motions);
    expect(motionOf('spin_02')).toBe('turn');
    expect(['wave', 'turn', 'jump', 'dance']).toContain(motionOf('item-9f1c'));
  });
});
