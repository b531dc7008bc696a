import { describe, expect, it } from 'vitest';
import { SLOT_CATEGORIES } from './character-code.ts';
import { hashKey } from './hash.ts';
import { bodyShapes, eyeShapes, itemShapes, itemVariants, type Shape } from './shapes.ts';
import { JOINTS, JOINT_NAMES } from './skeleton.ts';

const joints = (shapes: readonly Shape[]) => new Set(shapes.map((shape) => shape.joint));

describe('skeleton', () => {
  it('hangs every joint from root, which lists first', () => {
    expect(JOINT_NAMES[0]).toBe('root');
    expect(JOINTS.root).toEqual([0, 0, 0]);
    expect(JOINT_NAMES).toEqual([
      'root',
      'torso',
      'head',
      'armLeft',
      'armRight',
      'legLeft',
      'legRight',
    ]);
  });
});

describe('hash', () => {
  it('is FNV-1a: stable across runs and sides', () => {
    expect(hashKey('')).toBe(0x811c9dc5);
    expect(hashKey('a')).toBe(0xe40c292c);
    expect(hashKey('hat_cap01')).toBe(hashKey('hat_cap01'));
  });
});

describe('shape catalogue', () => {
  it('gives every slot shapes from its model key: same key, same shape', () => {
    for (const category of SLOT_CATEGORIES) {
      expect(itemVariants(category), `category ${category}`).toBeGreaterThan(0);
      const shapes = itemShapes(category, hashKey('item-a'));
      expect(shapes.length).toBeGreaterThan(0);
      expect(itemShapes(category, hashKey('item-a'))).toEqual(shapes);
      // A variant past the count wraps round.
      expect(itemShapes(category, itemVariants(category))).toEqual(itemShapes(category, 0));
    }
    const counts = SLOT_CATEGORIES.map(itemVariants);
    expect(counts.reduce((sum, count) => sum + count)).toBe(49);
  });

  it('hangs hats on the head, shoes on the legs, jackets on the torso and arms', () => {
    for (let variant = 0; variant < itemVariants(3); variant++) {
      expect(joints(itemShapes(3, variant))).toEqual(new Set(['head']));
    }
    for (let variant = 0; variant < itemVariants(16); variant++) {
      expect(joints(itemShapes(16, variant))).toEqual(new Set(['legLeft', 'legRight']));
    }
    expect(joints(itemShapes(10, 0))).toEqual(new Set(['torso', 'armLeft', 'armRight']));
  });

  it('gives a category outside the slots the Misc items', () => {
    expect(itemVariants(99)).toBe(itemVariants(17));
    expect(itemShapes(2, 1)).toEqual(itemShapes(17, 1));
  });

  it('widens the torso by build and shapes the eyes by type, in front of the face', () => {
    const torsoWidth = (build: number) => bodyShapes(build).skin[0]?.scale?.[0];
    expect([0, 1, 2, 3].map(torsoWidth)).toEqual([1.1, 1.1 * 1.08, 1.1 * 1.16, 1.1]);
    expect(joints(bodyShapes(0).mouth)).toEqual(new Set(['head']));
    const { whites, irises } = eyeShapes(1);
    expect(whites).toHaveLength(2);
    irises.forEach((iris, i) => {
      expect(iris.position?.[2]).toBeGreaterThan(whites[i]?.position?.[2] ?? Infinity);
      expect(iris.scale).toEqual([0.9, 1.35, 0.9]);
    });
  });
});
