import { personaId } from './personas.ts';
import type { Random } from './random.ts';

/** What every seed step shares. */
export interface Seeding {
  /** The one PRNG: steps draw from it in a fixed order, so reordering them changes the data. */
  random: Random;
  /** The seed's now in epoch milliseconds, read once: every seeded time is relative to it. */
  ms: number;
  /** The same now in epoch seconds. */
  t: number;
  /** Gives the page's main thread back now and then (in a browser). */
  pace: () => Promise<void>;
}

export const DAY = 86400;

export const MEMBER_ID = personaId('member');
export const STAFF_ID = personaId('staff');
export const BACKER_ID = personaId('backer');

/** Who the generated users are to `member`, by their place among the generated ids. */
export function memberCircle(generatedIds: readonly number[]) {
  return {
    friends: generatedIds.slice(0, 24),
    incoming: generatedIds.slice(24, 30),
    outgoing: generatedIds.slice(30, 34),
    followers: generatedIds.slice(34, 70),
    following: generatedIds.slice(70, 82),
    /** Everyone above: the people `member` meets. */
    everyone: generatedIds.slice(0, 82),
  };
}
