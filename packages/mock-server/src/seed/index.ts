import { now } from '../domain/clock.ts';
import {
  clearDb,
  deepFreeze,
  exportSnapshot,
  restoreSnapshot,
  shiftSnapshot,
  type DbSnapshot,
} from '../db/index.ts';
import { createPacer } from '../db/pace.ts';
import { seedAccountability } from './accountability.ts';
import { seedAccounts, seedBlacklist, seedOneTimeTokens } from './accounts.ts';
import { seedRecentGames, seedStatuses } from './activity.ts';
import { seedCheckout } from './checkout.ts';
import { seedConnections } from './connections.ts';
import { seedForums } from './forums.ts';
import { ownershipWriter, seedInventories, seedListings, seedOutfits } from './marketplace.ts';
import { createRandom } from './random.ts';
import { seedRelations } from './relations.ts';
import type { Seeding } from './seeding.ts';

export { GENERATED_USERS } from './accounts.ts';
export { LISTING_COUNT } from './marketplace.ts';
export { PERSONAS, SEEDED_CODES, personaId, type PersonaName } from './personas.ts';
export { createRandom, type Random } from './random.ts';

/** The fixed PRNG seed: change it only on purpose, tests compare against its output. */
export const SEED = 20210321;

/**
 * Fills the database with the deterministic seed: the personas, the generated users with relations,
 * listings, inventory, forums, violations and tokens. Times are relative to the clock's `now()` at
 * the call (or `at`), read once: a running clock moves on while the seed yields, and the same
 * time gives exactly the same data. The steps share one PRNG: their order is part of the data.
 */
export async function seedDatabase(at: number = now()): Promise<void> {
  // The demo seeds in the page beside the app: every row is a chance to give the thread back.
  const seeding: Seeding = {
    random: createRandom(SEED),
    ms: at,
    t: Math.floor(at / 1000),
    pace: createPacer(),
  };
  clearDb();
  const generatedIds = await seedAccounts(seeding);
  await seedRelations(seeding, generatedIds);
  await seedStatuses(seeding, generatedIds);
  await seedRecentGames(seeding, generatedIds);
  const listings = await seedListings(seeding, generatedIds);
  const own = ownershipWriter(seeding);
  await seedInventories(seeding, generatedIds, listings, own);
  await seedForums(seeding, generatedIds);
  await seedAccountability(seeding, generatedIds);
  await seedCheckout(seeding);
  await seedConnections(seeding);
  await seedOneTimeTokens(seeding);
  await seedBlacklist();
  await seedOutfits(seeding, createRandom(SEED + 1), generatedIds, listings, own);
}

/** The fresh seed of this process and the time it was made at (epoch milliseconds). */
let pristine: { snapshot: DbSnapshot; at: number } | undefined;

/**
 * Resets the database to the seed as of the clock's `now()`. The first call runs
 * {@link seedDatabase} and keeps a deep, frozen copy of the result; later calls restore it with
 * every time moved to now (`create` copies each row, so the database never shares an object with
 * the cache). Every seeded time is relative to now and the PRNG does not depend on it, so this
 * gives exactly what a fresh seed would, for about half the CPU time.
 */
export async function reseed(): Promise<void> {
  const at = now();
  if (!pristine) {
    await seedDatabase(at);
    pristine = { snapshot: deepFreeze(structuredClone(exportSnapshot())), at };
    return;
  }
  const seconds = Math.floor(at / 1000) - Math.floor(pristine.at / 1000);
  await restoreSnapshot(shiftSnapshot(pristine.snapshot, { seconds, ms: at - pristine.at }));
}
