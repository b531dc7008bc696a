import type { components } from '@endless/client/generated';
import { z } from 'zod';
import { accounts, listings, nextId, ownerships, type Listing } from '../db/index.ts';
import { optionalAccount, requireAccount } from '../domain/auth.ts';
import { nowSeconds } from '../domain/clock.ts';
import { pageOf } from '../domain/paging.ts';
import { errorCodeBody } from '../requests/errors.ts';
import { parseBody, parseQuery } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';

type ListingBody = components['schemas']['Listing'];

const PAGE_SIZE = 24;
const SUGGESTIONS_MAX = 6;
const TRENDING_WINDOW_SECONDS = 7 * 86400;
// Shapes, types and defaults: the contract's request rules have judged the values already.
/** A repeatable integer parameter: one value or several. */
const repeated = z.preprocess(
  (value) => (Array.isArray(value) ? value : [value]),
  z.array(z.coerce.number()),
);
const flag = z.enum(['true', 'false']).transform((value) => value === 'true');

const searchQuery = z.object({
  list: repeated.default([2]),
  category: repeated.optional(),
  pMin: z.coerce.number().optional(),
  pMax: z.coerce.number().optional(),
  officialOnly: flag.default(false),
  uniquesOnly: flag.default(false),
  includeHidden: flag.default(false),
  search: z.string().default(''),
  page: z.coerce.number().default(1),
});
const listingQuery = z.object({ listing_id: z.coerce.number() });
const suggestionsQuery = z.object({ uuid: z.string(), type: z.coerce.number() });

/** For sale right now: the flag is on and the sale has not passed `forsale_expire`. */
function isForSale(listing: Listing): boolean {
  return (
    listing.listing_forsale === 1 &&
    (listing.forsale_expire === null || listing.forsale_expire > nowSeconds())
  );
}

/** The contract's view of a listing: the sale flag as of now, `unique_qty` 0 for other items. */
function toListing(listing: Listing): ListingBody {
  return {
    id: listing.id,
    uuid: listing.uuid,
    pa_uuid: listing.pa_uuid,
    listing_type: listing.listing_type,
    listing_name: listing.listing_name,
    listing_desc: listing.listing_desc,
    listing_cost: listing.listing_cost,
    listing_forsale: isForSale(listing) ? 1 : 0,
    forsale_expire: listing.forsale_expire,
    listing_unique: listing.listing_unique,
    unique_qty: listing.unique_qty ?? 0,
    listing_official: listing.listing_official,
    render_path: listing.render_path,
    created_at: listing.created_at,
    created_by: listing.created_by,
    updated_by: listing.updated_by,
    updated_at: listing.updated_at,
  };
}

const newestFirst = (a: Listing, b: Listing) => b.created_at - a.created_at || b.id - a.id;

/** Purchases of each listing in the last 7 days (Trending). */
function recentPurchases(): Map<number, number> {
  const since = nowSeconds() - TRENDING_WINDOW_SECONDS;
  const counts = new Map<number, number>();
  // A plain loop, not the query builder: every marketplace search counts every purchase.
  for (const ownership of ownerships.all()) {
    if (ownership.acquired_at < since) continue;
    counts.set(ownership.listing_id, (counts.get(ownership.listing_id) ?? 0) + 1);
  }
  return counts;
}

function findByUuid(uuid: string) {
  const lower = uuid.toLowerCase();
  return listings.findFirst((q) => q.where({ uuid: (value) => value.toLowerCase() === lower }));
}

function isOwned(accountId: number, listingId: number): boolean {
  return (
    ownerships.findFirst((q) => q.where({ account_id: accountId, listing_id: listingId })) !==
    undefined
  );
}

export const marketplaceHandlers = [
  // Search: lists and categories each combine as a union, everything else with AND; newest first,
  // or most bought in the last 7 days first when Trending is the only list.
  http.get('/marketplace/data/search', ({ request, response }) => {
    const viewer = optionalAccount(request);
    if (!viewer.ok) return viewer.response;
    const query = parseQuery(request, searchQuery);
    if (!query.ok) return query.response;
    const { list, category, pMin, pMax, officialOnly, uniquesOnly, includeHidden, search, page } =
      query.data;
    const trending = recentPurchases();
    const text = search.toLowerCase();
    const inList = (listing: Listing) =>
      list.some(
        (id) =>
          id === 0 ||
          id === 1 ||
          (id === 2 && listing.listing_featured === 1) ||
          (id === 3 && trending.has(listing.id)),
      );
    const matches = listings
      .all()
      .filter(
        (listing) =>
          inList(listing) &&
          (!category || category.includes(listing.listing_type)) &&
          (pMin === undefined || listing.listing_cost >= pMin) &&
          (pMax === undefined || listing.listing_cost <= pMax) &&
          (!officialOnly || listing.listing_official === 1) &&
          (!uniquesOnly || listing.listing_unique === 1) &&
          (includeHidden || isForSale(listing)) &&
          (text === '' ||
            listing.listing_name.toLowerCase().includes(text) ||
            listing.listing_desc.toLowerCase().includes(text)),
      );
    const onlyTrending = list.length === 1 && list[0] === 3;
    matches.sort(
      onlyTrending
        ? (a, b) => (trending.get(b.id) ?? 0) - (trending.get(a.id) ?? 0) || newestFirst(a, b)
        : newestFirst,
    );
    return response(200).json({ status: 200, ...pageOf(matches.map(toListing), page, PAGE_SIZE) });
  }),

  http.get('/marketplace/data/listing', ({ request, response }) => {
    const viewer = optionalAccount(request);
    if (!viewer.ok) return viewer.response;
    const query = parseQuery(request, listingQuery);
    if (!query.ok) return query.response;
    const listing = listings.all().find((row) => row.id === query.data.listing_id);
    if (!listing) return response(404).json(errorCodeBody(404, 'MP1001'));
    const creator =
      listing.listing_official === 1
        ? undefined
        : accounts.all().find((account) => account.id === listing.created_by);
    return response(200).json({
      status: 200,
      listing: toListing(listing),
      creator: creator
        ? { creator_username: creator.username, creator_render: creator.half_render }
        : null,
      alreadyOwned: viewer.account !== null && isOwned(viewer.account.id, listing.id),
    });
  }),

  http.get('/marketplace/data/suggestions', ({ request, response }) => {
    const viewer = optionalAccount(request);
    if (!viewer.ok) return viewer.response;
    const query = parseQuery(request, suggestionsQuery);
    if (!query.ok) return query.response;
    const { uuid, type } = query.data;
    const viewed = findByUuid(uuid);
    if (!viewed) return response(404).json(errorCodeBody(404, 'MP1001'));
    const suggestions = listings
      .findMany((q) => q.where({ listing_type: type }))
      .filter((listing) => listing.id !== viewed.id && isForSale(listing))
      .sort(newestFirst)
      .slice(0, SUGGESTIONS_MAX);
    return response(200).json({ status: 200, listings: suggestions.map(toListing) });
  }),

  // Purchase: checks in the contract's order (MP1001, MP1002, MP1003, MP1004, MP1006, MP1005), then
  // debits the nodes and grants the item; a unique item gives up one copy.
  http.post('/marketplace/purchase', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, z.object({ uuid: z.string() }));
    if (!body.ok) return body.response;
    const { account } = auth;
    const listing = findByUuid(body.data.uuid);
    if (!listing) return response(404).json(errorCodeBody(404, 'MP1001'));
    if (listing.listing_forsale !== 1) return response(409).json(errorCodeBody(409, 'MP1002'));
    if (!isForSale(listing)) return response(409).json(errorCodeBody(409, 'MP1003'));
    if (isOwned(account.id, listing.id)) return response(409).json(errorCodeBody(409, 'MP1004'));
    if (listing.listing_unique === 1 && (listing.unique_qty ?? 0) <= 0) {
      return response(409).json(errorCodeBody(409, 'MP1006'));
    }
    if (account.nodes < listing.listing_cost)
      return response(402).json(errorCodeBody(402, 'MP1005'));

    const nodes = account.nodes - listing.listing_cost;
    await accounts.update((q) => q.where({ id: account.id }), {
      data: (draft) => void (draft.nodes = nodes),
    });
    await listings.update((q) => q.where({ id: listing.id }), {
      data: (draft) => {
        draft.sales += 1;
        if (draft.listing_unique === 1) draft.unique_qty = (draft.unique_qty ?? 0) - 1;
      },
    });
    await ownerships.create({
      id: nextId(ownerships),
      account_id: account.id,
      listing_id: listing.id,
      uuid: listing.uuid,
      acquired_at: nowSeconds(),
    });
    return response(200).json({
      status: 200,
      data: {
        uuid: listing.uuid,
        listing_id: listing.id,
        listing_cost: listing.listing_cost,
        nodes,
      },
    });
  }),
];
