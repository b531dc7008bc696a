import contract from '@endless/api-spec/openapi.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import {
  ANIMATION_COUNT,
  DEFAULT_ANIMATIONS,
  DEFAULT_BODY,
  DEFAULT_EYES,
  SLOT_COUNT,
  cssColour,
  formatCharacterCode,
  parseCharacterCode,
} from './character-code.ts';

const { pattern, examples } = contract.components.schemas.CharacterCode;
const CODE_PATTERN = new RegExp(pattern);
// The contract's example code.
const CODE = examples[0]!;
const BARE_SLOTS = ','.repeat(SLOT_COUNT);

describe('character code', () => {
  it('reads body, eyes, the 3 animations and the 15 slots of the contract example', () => {
    const parts = parseCharacterCode(CODE);
    expect(parts.body).toEqual({ model: 'body_default', colour: 'f2c9a0' });
    expect(parts.eyes).toEqual({ model: 'eyes_round', colour: '3a7bd5' });
    expect(parts.animations).toEqual(['anim_idle', 'anim_wave', 'anim_jump']);
    expect(parts.animations).toHaveLength(ANIMATION_COUNT);
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
    expect(parts.slots.filter((slot) => slot === null)).toHaveLength(11);
  });

  it('writes back the code it read, in the contract pattern', () => {
    expect(CODE).toMatch(CODE_PATTERN);
    expect(formatCharacterCode(parseCharacterCode(CODE))).toBe(CODE);
    const withAlpha = CODE.replace('f2c9a0', 'aabbcc80');
    expect(formatCharacterCode(parseCharacterCode(withAlpha))).toBe(withAlpha);
  });

  it('reads a damaged entry as a new avatar part and a damaged slot as bare, in the pattern', () => {
    const damaged = [
      'Body:f2c9a0',
      'eyes_round:3a7bd5:extra',
      'anim_idle:anim_wave',
      'hat:hat_n:hat_orm',
      'jacket:jacket_n:jacket_orm:jacket_d:extra',
    ].join(',');
    const parts = parseCharacterCode(damaged);
    expect(parts.body).toEqual(DEFAULT_BODY);
    expect(parts.eyes).toEqual(DEFAULT_EYES);
    expect(parts.animations).toEqual(DEFAULT_ANIMATIONS);
    expect(parts.slots.every((slot) => slot === null)).toBe(true);
    expect(formatCharacterCode(parts)).toMatch(CODE_PATTERN);
    expect(formatCharacterCode(parseCharacterCode(''))).toBe(
      `body_01:f1c27d,eyes_01:2b1b0e,idle_01:wave_01:turn_01${BARE_SLOTS}`,
    );
    // A fallback is a copy: changing it leaves the defaults as they are.
    parseCharacterCode('').body.colour = '000000';
    expect(DEFAULT_BODY.colour).toBe('f1c27d');
  });

  it('shows a colour as #rrggbb: an 8-digit colour keeps its RGB', () => {
    expect(cssColour('f2c9a0')).toBe('#f2c9a0');
    expect(cssColour('aabbcc80')).toBe('#aabbcc');
  });
});
