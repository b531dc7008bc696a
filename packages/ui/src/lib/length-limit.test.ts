import { describe, expect, it } from 'vitest';
import { clipToLength } from './length-limit';

const codePoints = (text: string) => [...text].length;

describe('clipToLength', () => {
  it('keeps text within the limit untouched', () => {
    expect(clipToLength('abc', 3, codePoints)).toBe('abc');
  });

  it('cuts at whole code points, never inside an emoji', () => {
    expect(clipToLength('😀😀😀😀', 3, codePoints)).toBe('😀😀😀');
    // Counting UTF-16 units, a limit of 3 keeps one emoji, not one and a half.
    expect(clipToLength('😀😀', 3, (text) => text.length)).toBe('😀');
  });

  it('clips a long paste to exactly the limit', () => {
    expect(codePoints(clipToLength('é'.repeat(10_000), 3000, codePoints))).toBe(3000);
  });
});
