import { describe, expect, it } from 'vitest';
import { CUSTOMIZE_TABS, previousColorsList } from '../../../../features/character/constants';
import { COLOR_TARGETS } from '../../../../features/character/schemas/rules';
import { setColorSchema, validateHex } from '../../../../features/character/schemas/set-color';
import { bodyField, parameter } from '../../../../testing/contract';

describe('colour schema', () => {
  it('has the contract limits of PATCH /character/color', () => {
    const hex = bodyField('patch', '/character/color', 'hex');
    expect([hex.minLength, hex.maxLength]).toEqual([3, 8]);
    expect([...COLOR_TARGETS]).toEqual(bodyField('patch', '/character/color', 'type').enum);
  });

  it('accepts 3, 4, 6 or 8 hex digits in any case and nothing else (spec 02 §5)', () => {
    for (const hex of ['abc', 'ABCD', 'a1B2c3', '0a0B0c0D', '#fff'])
      expect(validateHex(hex)).toBeNull();
    expect(validateHex('')).toBe('Enter a Hex Color Code First');
    expect(validateHex('#')).toBe('Enter a Hex Color Code First');
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
