import { PERSONAS, db, server } from '@endless/mock-server/node';
import { configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Lazy routes and a page of 24 cards take seconds to appear in jsdom (more on a cold transform).
configure({ asyncUtilTimeout: 15_000 });
vi.setConfig({ testTimeout: 30_000 });

type Persona = (typeof PERSONAS)[number];
export type StoredListing = ReturnType<typeof db.listings.all>[number];

export function persona(username: Persona['username']): Persona {
  const found = PERSONAS.find((p) => p.username === username);
  if (!found) throw new Error(`no persona ${username}`);
  return found;
}

export const memberId = () => persona('member').id;

/** The first stored listing that matches, so tests name the state they need, not an id. */
export function findListing(match: (listing: StoredListing) => boolean): StoredListing {
  const found = db.listings
    .all()
    .filter(match)
    .sort((a, b) => a.id - b.id)[0];
  if (!found) throw new Error('no seeded listing matches');
  return found;
}

export const ownedBy = (accountId: number, listingId: number) =>
  db.ownerships.findFirst((q) => q.where({ account_id: accountId, listing_id: listingId })) !==
  undefined;

/** A listing the member can buy: for sale without end, priced, not unique, not owned. */
export const buyableByMember = (listing: StoredListing) =>
  listing.listing_forsale === 1 &&
  listing.forsale_expire === null &&
  listing.listing_cost > 0 &&
  listing.listing_cost < 1000 &&
  listing.listing_unique === 0 &&
  !ownedBy(memberId(), listing.id);

/** The stored fields tests change to put a listing in the state they need. */
export interface ListingDraft {
  listing_forsale: 0 | 1;
  forsale_expire: number | null;
  listing_unique: 0 | 1;
  unique_qty: number | null;
}

export async function updateListing(id: number, change: (draft: ListingDraft) => void) {
  await db.listings.update((q) => q.where({ id }), { data: change });
}

/**
 * URLs of the API requests made to `pathname` (query included), recorded from the mock server.
 * Call once per test file, at the top level; the list empties after each test.
 */
export function recordRequests(pathname: string): URL[] {
  const seen: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === pathname) seen.push(url);
  });
  afterEach(() => {
    seen.length = 0;
  });
  return seen;
}
