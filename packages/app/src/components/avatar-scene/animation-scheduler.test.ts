import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RANDOM_ANIMATION_MAX_MS,
  RANDOM_ANIMATION_MIN_MS,
  nextRandomAnimationDelay,
  scheduleRandomAnimations,
} from './animation-scheduler';

describe('random animation scheduler', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 40 to 120 seconds (spec 02 §9)', () => {
    expect(RANDOM_ANIMATION_MIN_MS).toBe(40_000);
    expect(RANDOM_ANIMATION_MAX_MS).toBe(120_000);
    expect(nextRandomAnimationDelay(() => 0)).toBe(40_000);
    expect(nextRandomAnimationDelay(() => 0.5)).toBe(80_000);
    expect(nextRandomAnimationDelay(() => 0.999_999)).toBeLessThan(120_000);
    for (let i = 0; i < 200; i++) {
      const delay = nextRandomAnimationDelay();
      expect(delay).toBeGreaterThanOrEqual(40_000);
      expect(delay).toBeLessThan(120_000);
    }
  });

  it('plays nothing before the delay, then one of the two random animations, again and again', () => {
    const played: number[] = [];
    // Delay 0.25 → 60 s; the choice 0.75 → the second animation; then 0 → 40 s and the first.
    const values = [0.25, 0.75, 0, 0.2, 0.5];
    const random = () => values.shift() ?? 0.5;
    const schedule = scheduleRandomAnimations((which) => played.push(which), random);
    vi.advanceTimersByTime(59_999);
    expect(played).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(played).toEqual([1]);
    vi.advanceTimersByTime(39_999);
    expect(played).toEqual([1]);
    vi.advanceTimersByTime(1);
    expect(played).toEqual([1, 0]);
    schedule.stop();
    vi.advanceTimersByTime(RANDOM_ANIMATION_MAX_MS * 3);
    expect(played).toEqual([1, 0]);
  });

  it('never plays faster than every 40 s nor waits longer than 120 s', () => {
    const times: number[] = [];
    const schedule = scheduleRandomAnimations(() => times.push(Date.now()));
    const start = Date.now();
    vi.advanceTimersByTime(RANDOM_ANIMATION_MAX_MS * 20);
    schedule.stop();
    const gaps = times.map((time, i) => time - (times[i - 1] ?? start));
    expect(gaps.length).toBeGreaterThanOrEqual(20);
    for (const gap of gaps) {
      expect(gap).toBeGreaterThanOrEqual(40_000);
      expect(gap).toBeLessThanOrEqual(120_000);
    }
  });
});
