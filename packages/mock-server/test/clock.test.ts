import { afterEach, describe, expect, it } from 'vitest';
import { advance, isFrozen, now, nowSeconds, setNow, useRealTime } from '../src/domain/clock.ts';

describe('clock', () => {
  afterEach(() => useRealTime());

  /** `now()` read between two readings of the system clock: no bound on how long a call takes. */
  function expectBetweenSystemReadings(offset = 0) {
    const before = Date.now();
    const read = now();
    const after = Date.now();
    expect(read).toBeGreaterThanOrEqual(before + offset);
    expect(read).toBeLessThanOrEqual(after + offset);
  }

  it('follows the system clock by default', () => {
    expectBetweenSystemReadings();
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
    expectBetweenSystemReadings(60_000);
    useRealTime();
    expectBetweenSystemReadings();
  });
});
