import type { InventoryResponse, Listing } from '@endless/client/generated';
import type { Listed } from '../checks/created-exactly-once.ts';
import { checkFiltered } from '../checks/filter-conformance.ts';
import { readEveryPage } from '../checks/pagination-consistency.ts';
import { purchaseConserves } from '../checks/purchase-conservation.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import { removeEverywhere } from '../checks/removed-everywhere.ts';
import type { Reply, Scenario } from '../run.ts';
import { registerMember, UNKNOWN_ID, UNKNOWN_UUID } from '../steps.ts';
import { items, matching, search } from './marketplace-lists.ts';

// The steps of the purchase scenario (marketplace.ts): search → buy with nodes from a checkout →
// wear → remove.

/** The buyer's token and the reads the steps compare: the balance, the items owned, both. */
export interface Buyer {
  token: string;
  balance: () => Promise<number>;
  owned: () => Promise<{ count: number; uuids: string[] }>;
  wallet: () => Promise<{ nodes: number; items: { count: number; uuids: string[] } }>;
}

/** The buyer's reads; none asks the server anything until a step calls it. */
export function buyerOf(t: Scenario, token: string): Buyer {
  const balance = async () =>
    (await t.call<{ nodes: number }>('GET /account/sync', { token, step: 'balance' })).body.nodes;
  const owned = async () => {
    const pages = await readEveryPage(
      t,
      items<InventoryResponse>(
        'GET /character/data/inventory',
        "the buyer's inventory",
        token,
        { category: 0 },
        (body) => body.paging.total_elements,
      ),
    );
    return { count: pages.total, uuids: pages.rows.map((row) => row.uuid) };
  };
  const wallet = async () => ({ nodes: await balance(), items: await owned() });
  return { token, balance, owned, wallet };
}

/** A listing for sale the buyer cannot afford yet (at most 1000 nodes), found by the search. */
export async function findAffordableListing(
  t: Scenario,
  token: string,
  start: number,
): Promise<Listing | undefined> {
  await t.call('GET /marketplace/data/search', { step: 'search, anonymous' });
  const affordable = { pMax: 1000 };
  const found = await readEveryPage(t, search('listings at ≤ 1000 nodes', affordable, token));
  checkFiltered(t, 'listings at ≤ 1000 nodes', found.rows, matching(affordable));
  const listing = found.rows.find(
    (l) =>
      l.listing_forsale === 1 &&
      l.forsale_expire === null &&
      l.listing_unique === 0 &&
      l.listing_cost > start &&
      l.listing_cost <= 1000 &&
      !l.render_path.includes('animation'),
  );
  t.assert(
    'ensure_resource_availability',
    `a listing for sale at ${start + 1}–1000 nodes`,
    listing !== undefined,
    'a listing',
    found.rows.length,
  );
  return listing;
}

/** The listing read with and without a token, its suggestions, and purchases refused. */
export async function listingReadsAndRefusals(
  t: Scenario,
  { token, wallet }: Buyer,
  listing: Listing,
): Promise<void> {
  await t.call('GET /marketplace/data/listing', {
    query: { listing_id: listing.id },
    step: 'listing, anonymous',
  });
  await t.call('GET /marketplace/data/listing', { token, query: { listing_id: listing.id } });
  await t.call('GET /marketplace/data/listing', {
    query: { listing_id: UNKNOWN_ID },
    expect: 404,
    code: 'MP1001',
  });
  await t.call('GET /marketplace/data/suggestions', {
    query: { uuid: listing.uuid, type: listing.listing_type },
  });
  await t.call('GET /marketplace/data/suggestions', {
    query: { uuid: UNKNOWN_UUID, type: 1 },
    expect: 404,
    code: 'MP1001',
  });
  await t.call('POST /marketplace/purchase', {
    token,
    body: { uuid: UNKNOWN_UUID },
    expect: 404,
    code: 'MP1001',
  });
  await refusedUnchanged(t, {
    what: 'a purchase without enough nodes',
    read: wallet,
    write: () =>
      t.call('POST /marketplace/purchase', {
        token,
        body: { uuid: listing.uuid },
        step: 'buy without enough nodes',
        expect: 402,
        code: 'MP1005',
      }),
  });
}

/** A checkout for a node pack: refused before paying and to another account, credited once. */
export async function payForNodes(t: Scenario, token: string): Promise<Reply<{ nodes: number }>> {
  await t.call('GET /stripe/pledges', { step: 'pledges, anonymous' });
  await t.call('GET /stripe/pledges', { token });
  await t.call('POST /stripe/session', {
    token,
    body: { id: 'n1000', type: 'pledges' },
    step: 'a node pack as a pledge',
    expect: 400,
    code: 'ST1001',
  });
  const session = await t.call<{ id: string; url: string }>('POST /stripe/session', {
    token,
    body: { id: 'n1000', type: 'nodes' },
  });
  await t.call('GET /stripe/success', {
    token,
    query: { session_id: session.body.id },
    step: 'success before paying',
    expect: 404,
    code: 'ST1003',
  });
  const before = (
    await t.call<{ nodes: number }>('GET /account/sync', {
      token,
      step: 'balance before paying',
    })
  ).body.nodes;
  await t.run.fixtures.payCheckout(session.body.id, session.body.url);
  await t.call('GET /stripe/success', { token, query: { session_id: session.body.id } });
  await t.call('GET /stripe/success', {
    token,
    query: { session_id: `${session.body.id}x` },
    expect: 404,
    code: 'ST1003',
  });
  const other = await registerMember(t, 'mq');
  await t.call('GET /stripe/success', {
    token: other.token,
    query: { session_id: session.body.id },
    step: "another account's session",
    expect: 403,
    code: 'ST1004',
  });
  const paid = await t.call<{ nodes: number }>('GET /account/sync', {
    token,
    step: 'balance after the node pack',
  });
  t.assert(
    'state_transition',
    'the node pack is credited',
    paid.body.nodes === before + 1000,
    before + 1000,
    paid.body.nodes,
  );
  return paid;
}

/** The purchase moves the price from the balance to the inventory, once. */
export async function buyTheListing(
  t: Scenario,
  { token, balance, owned, wallet }: Buyer,
  listing: Listing,
  paid: Reply<{ nodes: number }>,
): Promise<void> {
  const bought = await purchaseConserves(t, {
    uuid: listing.uuid,
    price: listing.listing_cost,
    balance,
    inventory: owned,
    buy: () =>
      t.call<{ data: { nodes: number; listing_cost: number } }>('POST /marketplace/purchase', {
        token,
        body: { uuid: listing.uuid },
      }),
  });
  t.assert(
    'state_transition',
    'the balance is deducted',
    bought.body.data.nodes === paid.body.nodes - listing.listing_cost,
    paid.body.nodes - listing.listing_cost,
    bought.body.data.nodes,
  );
  const synced = await t.call<{ nodes: number }>('GET /account/sync', {
    token,
    step: 'balance after buying',
  });
  t.assert(
    'state_transition',
    'sync shows the new balance',
    synced.body.nodes === paid.body.nodes - listing.listing_cost,
    paid.body.nodes - listing.listing_cost,
    synced.body.nodes,
  );
  await refusedUnchanged(t, {
    what: 'buying an owned item again',
    read: wallet,
    write: () =>
      t.call('POST /marketplace/purchase', {
        token,
        body: { uuid: listing.uuid },
        step: 'buy twice',
        expect: 409,
        code: 'MP1004',
      }),
  });
  const detail = await t.call<{ alreadyOwned: boolean }>('GET /marketplace/data/listing', {
    token,
    query: { listing_id: listing.id },
    step: 'listing shows owned',
  });
  t.assert(
    'state_transition',
    'alreadyOwned after buying',
    detail.body.alreadyOwned === true,
    true,
    detail.body.alreadyOwned,
  );
  const inventory = await t.call<{ results: { uuid: string }[] }>('GET /character/data/inventory', {
    token,
  });
  t.assert(
    'ensure_resource_availability',
    'the item is in the inventory',
    inventory.body.results.some((i) => i.uuid === listing.uuid),
    listing.uuid,
    inventory.body.results.map((i) => i.uuid),
  );
}

/** The bought item is worn, then taken off the outfit, once. */
export async function wearAndTakeOff(t: Scenario, token: string, listing: Listing): Promise<void> {
  await t.call('PATCH /character/code/add', {
    token,
    body: { uuid: UNKNOWN_UUID },
    expect: 404,
    code: 'CH1002',
  });
  const outfit = async (): Promise<Listed<string>> => {
    const worn = (
      await t.call<{ current_outfit: { uuid: string }[] }>('GET /character/data/customize', {
        token,
        step: 'the outfit worn',
      })
    ).body.current_outfit.map((item) => item.uuid);
    return { count: worn.length, items: worn };
  };
  await refusedUnchanged(t, {
    what: 'taking off an item not worn',
    read: outfit,
    write: () =>
      t.call('PATCH /character/code/remove', {
        token,
        body: { uuid: listing.uuid },
        step: 'remove an item not worn',
        expect: 409,
        code: 'CH1003',
      }),
  });
  await t.call('PATCH /character/code/add', {
    token,
    body: { uuid: listing.uuid },
    step: 'wear the item',
  });
  await removeEverywhere(t, {
    what: `the worn item ${listing.uuid}`,
    holders: [{ name: 'the outfit', list: outfit, isIt: (uuid) => uuid === listing.uuid }],
    remove: () =>
      t.call('PATCH /character/code/remove', {
        token,
        body: { uuid: listing.uuid },
        step: 'take it off',
      }),
  });
  await t.call('PATCH /character/code/remove', {
    token,
    body: { uuid: listing.uuid },
    step: 'take it off twice',
    expect: 409,
    code: 'CH1003',
  });
}
