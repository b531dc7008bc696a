import { describe, expect, it } from 'vitest';
import { CAPTURE_QUALITY, CAPTURE_SIZES, captureRenders, type Shot } from './capture';

describe('2D render capture', () => {
  it('draws the full shot at 240x340 and a half-body shot, read back at quality 0.92', () => {
    const drawn: { shot: Shot; width: number; height: number }[] = [];
    const reads: { type: string; quality?: number; width: number; height: number }[] = [];
    const canvas = {
      width: 300,
      height: 150,
      toDataURL(type: string, quality?: number) {
        reads.push({ type, quality, width: this.width, height: this.height });
        return `data:${type};base64,${this.width}x${this.height}`;
      },
    };
    const renders = captureRenders(canvas, (shot) =>
      drawn.push({ shot, width: canvas.width, height: canvas.height }),
    );

    expect(CAPTURE_SIZES.full).toEqual({ width: 240, height: 340 });
    expect(CAPTURE_QUALITY).toBe(0.92);
    expect(drawn).toEqual([
      { shot: 'full', width: 240, height: 340 },
      { shot: 'half', ...CAPTURE_SIZES.half },
    ]);
    expect(reads).toEqual([
      { type: 'image/jpeg', quality: 0.92, width: 240, height: 340 },
      { type: 'image/jpeg', quality: 0.92, ...CAPTURE_SIZES.half },
    ]);
    expect(renders).toEqual({
      full: 'data:image/jpeg;base64,240x340',
      half: `data:image/jpeg;base64,${CAPTURE_SIZES.half.width}x${CAPTURE_SIZES.half.height}`,
    });
  });
});
