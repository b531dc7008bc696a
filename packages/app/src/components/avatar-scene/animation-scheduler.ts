// Spec 02 §4/§9: besides the idle, one of the two random animations plays every 40 to 120 seconds.
// Pure timing logic (no three.js), so it is tested with fake timers.

export const RANDOM_ANIMATION_MIN_MS = 40_000;
export const RANDOM_ANIMATION_MAX_MS = 120_000;

/** A delay in [40 s, 120 s) from a `random()` in [0, 1). */
export function nextRandomAnimationDelay(random: () => number = Math.random): number {
  return RANDOM_ANIMATION_MIN_MS + random() * (RANDOM_ANIMATION_MAX_MS - RANDOM_ANIMATION_MIN_MS);
}

export interface RandomAnimationScheduler {
  /** Stops the schedule; nothing plays after this. */
  stop: () => void;
}

/**
 * Calls `play(0)` or `play(1)` (which of the two random animations) after a fresh random delay,
 * again and again, until stopped.
 */
export function scheduleRandomAnimations(
  play: (which: 0 | 1) => void,
  random: () => number = Math.random,
): RandomAnimationScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const next = () => {
    timer = setTimeout(() => {
      play(random() < 0.5 ? 0 : 1);
      next();
    }, nextRandomAnimationDelay(random));
  };
  next();
  return { stop: () => clearTimeout(timer) };
}
