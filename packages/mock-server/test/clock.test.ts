import { afterEach, describe, expect, it } from 'vitest';
import { advance, isFrozen, now, nowSeconds, setNow, useRealTime } from '../src/clock.ts';

describe('clock', () => {
  afterEach(() => useRealTime());

  it('follows the system clock by default', () => {
    expect(Math.abs(now() - Date.now())).toBeLessThan(50);
    expect(isFrozen()).toBe(false);
  });

  it('freezes, advances and reports seconds', () => {
    setNow(1_700_000_000_500);
    expect(now()).toBe(1_700_000_000_500);
    expect(nowSeconds()).toBe(1_700_000_000);
    advance(15 * 60 * 1000);
    expect(now()).toBe(1_700_000_900_500);
    expect(isFrozen()).toBe(true);
  });

  it('offsets the real clock when advanced without a freeze, until useRealTime', () => {
    advance(60_000);
    expect(now() - Date.now()).toBeGreaterThanOrEqual(59_950);
    useRealTime();
    expect(Math.abs(now() - Date.now())).toBeLessThan(50);
  });
});
