import { describe, expect, it } from 'vitest';
import {
  ANIMATION_COUNT,
  PRE_RENDER_PARTS,
  SLOT_COUNT,
  colourOf,
  parseCharacterCode,
} from './character-code';
import { slotPieces } from './slot-pieces';

// The contract's example code.
const CODE =
  'body_default:f2c9a0,eyes_round:3a7bd5,anim_idle:anim_wave:anim_jump,hat_cap01:hat_cap01_n:hat_cap01_orm:hat_cap01_d,,,,,,,jacket_bomber:jacket_bomber_n:jacket_bomber_orm:jacket_bomber_d,,,,,pants_cargo:pants_cargo_n:pants_cargo_orm:pants_cargo_d,shoes_run:shoes_run_n:shoes_run_orm:shoes_run_d,';

describe('character code', () => {
  it('reads body, eyes, the 3 animations and the 15 slots (spec 02 §3, §9)', () => {
    const parts = parseCharacterCode(CODE);
    expect(parts.body).toEqual({ model: 'body_default', colour: '#f2c9a0' });
    expect(parts.eyes).toEqual({ model: 'eyes_round', colour: '#3a7bd5' });
    expect(parts.animations).toEqual({ idle: 'anim_idle', random: ['anim_wave', 'anim_jump'] });
    expect(1 + parts.animations.random.length).toBe(ANIMATION_COUNT);
    expect(ANIMATION_COUNT).toBe(3);
    expect(parts.slots).toHaveLength(SLOT_COUNT);
    expect(SLOT_COUNT).toBe(15);
    const worn = parts.slots.flatMap((slot) => (slot ? [[slot.category, slot.model]] : []));
    expect(worn).toEqual([
      [3, 'hat_cap01'],
      [10, 'jacket_bomber'],
      [15, 'pants_cargo'],
      [16, 'shoes_run'],
    ]);
    expect(parts.slots[0]).toMatchObject({
      normal: 'hat_cap01_n',
      orm: 'hat_cap01_orm',
      diffuse: 'hat_cap01_d',
    });
  });

  it('gives each target its colour; an 8-digit colour keeps its RGB', () => {
    expect(colourOf(CODE, 'character')).toBe('#f2c9a0');
    expect(colourOf(CODE, 'eyes')).toBe('#3a7bd5');
    expect(colourOf(CODE.replace('f2c9a0', 'aabbcc80'), 'character')).toBe('#aabbcc');
  });

  it('needs 16 parts before the pre-render capture: the body and the 15 slots', () => {
    expect(PRE_RENDER_PARTS).toBe(1 + SLOT_COUNT);
    expect(parseCharacterCode(CODE).slots.filter((slot) => slot === null)).toHaveLength(11);
  });

  it('gives every slot stand-in shapes from its model key: same key, same shape', () => {
    const placed = (pieces: ReturnType<typeof slotPieces>) =>
      pieces.map(({ geometry, ...place }) => ({ ...place, geometry: geometry().type }));
    for (let category = 3; category <= 17; category++) {
      const slot = category as Parameters<typeof slotPieces>[0];
      expect(slotPieces(slot, 'item-a').length).toBeGreaterThan(0);
      expect(placed(slotPieces(slot, 'item-a'))).toEqual(placed(slotPieces(slot, 'item-a')));
    }
    // Hats sit on the head, shoes on the legs, jackets on the torso and arms.
    expect(slotPieces(3, 'x').every((piece) => piece.anchor === 'head')).toBe(true);
    expect(slotPieces(16, 'x').every((piece) => piece.anchor.startsWith('leg'))).toBe(true);
    expect(slotPieces(10, 'x').some((piece) => piece.anchor === 'torso')).toBe(true);
  });
});
