import { LISTING_TYPES, db, type ListingData } from '../db/index.ts';
import type { Random } from './random.ts';
import { BACKER_ID, DAY, MEMBER_ID, STAFF_ID, memberCircle, type Seeding } from './seeding.ts';
import { ADJECTIVES, sentence } from './words.ts';

export const LISTING_COUNT = 340;

/** Gives an account a listing; ownership ids run on across the steps that call it. */
export type Own = (accountId: number, listing: ListingData, random?: Random) => Promise<void>;

export function ownershipWriter({ random, t, pace }: Seeding): Own {
  let ownershipId = 0;
  return async (accountId, listing, rng = random) => {
    await pace();
    await db.ownerships.create({
      id: ++ownershipId,
      account_id: accountId,
      listing_id: listing.id,
      uuid: listing.uuid,
      acquired_at: t - rng.int(1, 200) * DAY,
    });
  };
}

function makeListings(random: Random, t: number, creators: number[]): ListingData[] {
  return Array.from({ length: LISTING_COUNT }, (_, index): ListingData => {
    const id = index + 1;
    const type = (index % LISTING_TYPES.length) + 1;
    const official = index % 3 === 0;
    const unique = index % 11 === 0;
    const kind = index % 10;
    // kind 0: free, 1: not for sale, 2: on sale ending minutes after start, 3: created within 48 h.
    const forsale = kind === 1 ? 0 : 1;
    const createdAt = kind === 3 ? t - random.int(600, 170000) : t - random.int(3, 700) * DAY;
    const updated = random.chance(0.2);
    return {
      id,
      uuid: random.uuid(),
      pa_uuid: random.uuid(),
      listing_type: type,
      listing_name: `${random.pick(ADJECTIVES)} ${LISTING_TYPES[type - 1]}${index % 4 === 0 ? ` of the ${random.pick(ADJECTIVES)} Realm` : ''}`,
      listing_desc: sentence(random, random.int(6, 24)),
      listing_cost:
        kind === 0 ? 0 : random.pick([25, 50, 75, 100, 150, 250, 500, 1200, 2500, 15000]),
      listing_forsale: forsale,
      forsale_expire: kind === 2 ? Math.floor(t + random.int(3, 10) * 60) : null,
      listing_unique: unique ? 1 : 0,
      unique_qty: unique ? random.int(5, 100) : null,
      listing_official: official ? 1 : 0,
      listing_hidden: index % 29 === 5 ? 1 : 0,
      listing_featured: index % 6 === 1 ? 1 : 0,
      sales: random.int(0, 900),
      render_path: `items/${LISTING_TYPES[type - 1]?.toLowerCase()}/${random.hex(12)}`,
      created_at: createdAt,
      created_by: official ? STAFF_ID : random.pick(creators),
      updated_by: updated ? STAFF_ID : null,
      updated_at: updated ? createdAt + random.int(1, 20) * 3600 : null,
    };
  });
}

/** {@link LISTING_COUNT} listings (a third official, by staff; the rest by 40 creators). */
export async function seedListings({ random, t }: Seeding, generatedIds: number[]) {
  const listings = makeListings(random, t, random.sample(generatedIds, 40));
  for (const listing of listings) await db.listings.create(listing);
  return listings;
}

/**
 * Inventories: member owns two items of every category (so outfits can be dressed) and wears some;
 * staff, backer and 60 others own a few.
 */
export async function seedInventories(
  { random, pace }: Seeding,
  generatedIds: number[],
  listings: ListingData[],
  own: Own,
): Promise<void> {
  const memberItems = LISTING_TYPES.flatMap((_, index) =>
    listings.filter((l) => l.listing_type === index + 1 && l.listing_forsale === 1).slice(0, 2),
  );
  for (const listing of memberItems) await own(MEMBER_ID, listing);
  for (const account of [STAFF_ID, BACKER_ID, ...random.sample(generatedIds, 60)]) {
    for (const listing of random.sample(listings, random.int(1, 4))) await own(account, listing);
  }
  const worn = memberItems
    .filter((l) => [3, 4, 11, 15, 16].includes(l.listing_type))
    .filter((_, i) => i % 2 === 0);
  await pace();
  await db.outfits.create({ account_id: MEMBER_ID, items: worn.map((l) => l.uuid) });
}

/**
 * Outfits for the people member meets (relations, forum authors, staff, backer), so their renders
 * differ: each owns and wears a few items. Its own PRNG (`dress`), run last, so adding it changed
 * nothing seeded before it.
 */
export async function seedOutfits(
  { pace }: Seeding,
  dress: Random,
  generatedIds: number[],
  listings: ListingData[],
  own: Own,
): Promise<void> {
  const wearable = (type: number) => listings.filter((l) => l.listing_type === type);
  for (const accountId of [STAFF_ID, BACKER_ID, ...memberCircle(generatedIds).everyone]) {
    const types = [
      dress.pick([10, 11, 11]),
      ...[3, 4, 15, 16].filter((type) => dress.chance(type === 3 ? 0.5 : 0.8)),
      ...dress.sample([5, 6, 7, 8, 9, 12, 13, 14, 17], dress.int(0, 2)),
    ];
    const items = types.map((type) => dress.pick(wearable(type)));
    const owned = new Set(
      db.ownerships.findMany((q) => q.where({ account_id: accountId })).map((o) => o.listing_id),
    );
    for (const listing of items.filter((l) => !owned.has(l.id)))
      await own(accountId, listing, dress);
    await pace();
    await db.outfits.create({ account_id: accountId, items: items.map((l) => l.uuid) });
  }
}
