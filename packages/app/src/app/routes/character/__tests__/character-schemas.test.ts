import { describe, expect, it } from 'vitest';
import { CUSTOMIZE_TABS, previousColorsList } from '../../../../features/character/constants';
import {
  COLOR_TARGETS,
  HEX_INPUT_MAX,
  HEX_MAX,
  HEX_MIN,
  HEX_PATTERN,
  SET_COLOR_MESSAGES,
} from '../../../../features/character/schemas/rules';
import { setColorSchema, validateHex } from '../../../../features/character/schemas/set-color';
import { bodyField, parameter } from '../../../../testing/contract';

describe('colour schema', () => {
  it('has the contract limits of PATCH /character/color', () => {
    const hex = bodyField('patch', '/character/color', 'hex');
    expect(HEX_PATTERN.source).toBe(hex.pattern);
    expect(HEX_MIN).toBe(hex.minLength);
    expect(HEX_MAX).toBe(hex.maxLength);
    expect([...COLOR_TARGETS]).toEqual(bodyField('patch', '/character/color', 'type').enum);
    // Spec 02 §5: the input takes at most 6 characters.
    expect(HEX_INPUT_MAX).toBe(6);
  });

  it('accepts 3, 4, 6 or 8 hex digits in any case and nothing else (spec 02 §5)', () => {
    for (const hex of ['abc', 'ABCD', 'a1B2c3', '0a0B0c0D', '#fff'])
      expect(validateHex(hex)).toBeNull();
    expect(validateHex('')).toBe(SET_COLOR_MESSAGES.empty);
    expect(SET_COLOR_MESSAGES).toEqual({
      empty: 'Enter a Hex Color Code First',
      invalid: 'Invalid Hex Color Code',
    });
    for (const hex of ['a', 'ab', 'abcde', 'abcdefa', 'abcdef012', 'ggg', '12 4']) {
      expect(validateHex(hex), hex).toBe('Invalid Hex Color Code');
    }
    expect(setColorSchema.parse({ type: 'eyes', hex: '#2C8' })).toEqual({
      type: 'eyes',
      hex: '2C8',
    });
  });

  it('has the 18 customize tabs of the contract', () => {
    const tabs = parameter('get', '/character/data/inventory/customize', 'type');
    expect(CUSTOMIZE_TABS.map((_, index) => index)).toEqual(tabs.enum);
  });

  it('lists at most 12 previous colours, newest first', () => {
    const stored = Array.from({ length: 14 }, (_, i) => `0000${String(i).padStart(2, '0')}`);
    const list = previousColorsList(stored.join(','));
    expect(list).toHaveLength(12);
    expect(list[0]).toBe('#000000');
    expect(previousColorsList('')).toEqual([]);
  });
});
