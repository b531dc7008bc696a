import { hashKey } from './hash';

/**
 * The animation clips the content host serves are a sway of a bare root node, which cannot move a
 * body, so each animation KEY picks a procedural motion (the same key always moves the same way).
 */
export type Motion = 'wave' | 'jump' | 'spin' | 'dance';
const MOTIONS: Motion[] = ['wave', 'jump', 'spin', 'dance'];
export const MOTION_SECONDS = 2.4;

/** The two random animations' motions; a second key that hashes alike gets the next motion. */
export function randomMotions([first, second]: [string, string]): [Motion, Motion] {
  const a = hashKey(first) % MOTIONS.length;
  let b = hashKey(second) % MOTIONS.length;
  if (b === a) b = (b + 1) % MOTIONS.length;
  return [MOTIONS[a] ?? 'wave', MOTIONS[b] ?? 'jump'];
}

/** The idle's tempo from its key: 0.8× to 1.2×. */
export function idleTempo(idle: string): number {
  return 0.8 + (hashKey(idle) % 5) / 10;
}
