/**
 * The mock backend's only source of time. Every rule that depends on "now" (token expiry, sale
 * expiry, the 48 h New badge, online thresholds, suspensions) reads it from here, so tests and
 * developers can freeze or move time without touching the system clock.
 */
let frozenAt: number | null = null;
let offsetMs = 0;

/** Current time in milliseconds since the epoch. */
export function now(): number {
  return frozenAt ?? Date.now() + offsetMs;
}

/** Current time in whole seconds since the epoch (the unit of every `*_at`/`expire` field). */
export function nowSeconds(): number {
  return Math.floor(now() / 1000);
}

/** Freezes time at `ms` (epoch milliseconds) until `advance`, another `setNow` or `useRealTime`. */
export function setNow(ms: number): void {
  frozenAt = ms;
}

/** Moves time forward by `ms` (negative moves back); frozen time stays frozen. */
export function advance(ms: number): void {
  if (frozenAt === null) offsetMs += ms;
  else frozenAt += ms;
}

/** Returns to the system clock, dropping any freeze or offset. */
export function useRealTime(): void {
  frozenAt = null;
  offsetMs = 0;
}

/** Whether time is frozen (reported by the developer controls). */
export function isFrozen(): boolean {
  return frozenAt !== null;
}

export const clock = { now, nowSeconds, setNow, advance, useRealTime, isFrozen };
