import { Vector3 } from 'three';
import { describe, expect, it } from 'vitest';
import { SLOT_CATEGORIES } from './character-code.ts';
import { bodyShapes, eyeShapes, itemShapes, itemVariants } from './shapes.ts';
import { JOINTS } from './skeleton.ts';
import { shapeGeometry } from './three.ts';

describe('shape geometry', () => {
  it('builds every shape of the catalogue', () => {
    const shapes = [
      ...Object.values(bodyShapes(0)).flat(),
      ...Object.values(eyeShapes(0)).flat(),
      ...SLOT_CATEGORIES.flatMap((category) =>
        Array.from({ length: itemVariants(category) }, (_, variant) =>
          itemShapes(category, variant),
        ),
      ).flat(),
    ];
    for (const shape of shapes) {
      expect(shapeGeometry(shape).getAttribute('position').count).toBeGreaterThan(0);
    }
  });

  it('places a shape relative to its joint, or at the joint when given its rest position', () => {
    const head = bodyShapes(0).skin.find((shape) => shape.joint === 'head')!;
    const bounds = (offset?: readonly [number, number, number]) => {
      const geometry = shapeGeometry(head, offset);
      geometry.computeBoundingBox();
      return geometry.boundingBox!;
    };
    expect(bounds().getCenter(new Vector3()).length()).toBeCloseTo(0, 5);
    const placed = bounds(JOINTS.head);
    expect(placed.getCenter(new Vector3()).y).toBeCloseTo(1.8, 5);
    expect(placed.max.y).toBeCloseTo(1.8 + 0.25, 5);
  });
});
