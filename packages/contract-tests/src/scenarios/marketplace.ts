import type {
  CustomizeInventoryResponse,
  InventoryResponse,
  Item,
  Listing,
  SearchListingsResponse,
} from '@endless/client/generated';
import type { Listed } from '../checks/created-exactly-once.ts';
import { checkFiltered, type Filter } from '../checks/filter-conformance.ts';
import { ordered, readEveryPage, type Paginated } from '../checks/pagination-consistency.ts';
import { purchaseConserves } from '../checks/purchase-conservation.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import { removeEverywhere } from '../checks/removed-everywhere.ts';
import { registerMember, signIn, UNKNOWN_ID, UNKNOWN_UUID } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

/** The search's own filters (data_search.yaml); lists and restrictions are left at their default. */
interface SearchFilters {
  list?: number;
  category?: number;
  pMin?: number;
  pMax?: number;
  search?: string;
}

/** Every page of a marketplace search: newest first (`created_at`, then `id`, descending). */
const search = (
  label: string,
  query: SearchFilters,
  token?: string,
): Paginated<SearchListingsResponse, Listing> => ({
  key: 'GET /marketplace/data/search',
  label,
  token,
  query: { ...query },
  param: 'page',
  list: 'results',
  id: (row) => row.id,
  total: (body) => body.paging.total_elements,
  order: ordered(
    'created_at, then id, descending',
    (row) => -row.created_at,
    (row) => -row.id,
  ),
});

/** What the contract says a listing the search answers matches: type, price range and text. */
function matching({ category, pMin, pMax, search: text }: SearchFilters): Filter<Listing> {
  const term = text?.toLowerCase() ?? '';
  const words = [
    category !== undefined && `of type ${category}`,
    pMin !== undefined && `at ≥ ${pMin} nodes`,
    pMax !== undefined && `at ≤ ${pMax} nodes`,
    term && `with "${text}" in its name or description`,
  ];
  return {
    rule: `a listing ${words.filter(Boolean).join(', ')}`,
    holds: (row) =>
      (category === undefined || row.listing_type === category) &&
      (pMin === undefined || row.listing_cost >= pMin) &&
      (pMax === undefined || row.listing_cost <= pMax) &&
      (term === '' ||
        row.listing_name.toLowerCase().includes(term) ||
        row.listing_desc.toLowerCase().includes(term)),
  };
}

/** Every page of an owned-items read (newest acquisition first, which its rows do not show). */
const items = <B extends InventoryResponse | CustomizeInventoryResponse>(
  key: 'GET /character/data/inventory' | 'GET /character/data/inventory/customize',
  label: string,
  token: string,
  query: Record<string, number>,
  total: (body: B) => number,
): Paginated<B, Item> => ({
  key,
  label,
  token,
  query,
  param: 'page',
  list: 'results',
  id: (row) => row.uuid,
  total,
});

/** A 1×1 PNG as a data URL: the smallest render the contract accepts. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

/** Spec 03 (marketplace, checkout) and 02 (character, inventory, outfit). */
export const marketplaceScenarios: ScenarioDefinition[] = [
  {
    name: 'marketplace: search → buy with nodes from a checkout → wear → remove',
    async run(t) {
      const buyer = await registerMember(t, 'mp');
      const token = buyer.token;
      const balance = async () =>
        (await t.call<{ nodes: number }>('GET /account/sync', { token, step: 'balance' })).body
          .nodes;
      // The first sync of a day may grant the daily nodes: take them before any balance is compared.
      const start = await balance();
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
      if (!listing) return;
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
      const inventory = await t.call<{ results: { uuid: string }[] }>(
        'GET /character/data/inventory',
        { token },
      );
      t.assert(
        'ensure_resource_availability',
        'the item is in the inventory',
        inventory.body.results.some((i) => i.uuid === listing.uuid),
        listing.uuid,
        inventory.body.results.map((i) => i.uuid),
      );

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
    },
  },
  {
    name: 'marketplace: search filters and pages',
    async run(t) {
      const every = await readEveryPage(t, search('every listing', { list: 0 }));
      const known = every.rows.find((row) => /\p{L}{3,}/u.test(row.listing_name));
      t.assert(
        'ensure_resource_availability',
        'a listing with a word in its name',
        known !== undefined,
        'a listing',
        every.rows.length,
      );
      if (!known) return;
      // Each filter alone, then all together, each time around a listing known to match.
      const term = known.listing_name.match(/\p{L}{3,}/u)![0];
      const price = { pMin: Math.max(0, known.listing_cost - 200), pMax: known.listing_cost + 200 };
      const reads: [string, SearchFilters][] = [
        [`listings of type ${known.listing_type}`, { category: known.listing_type }],
        [`listings matching "${term}"`, { search: term }],
        [`listings at ${price.pMin}–${price.pMax} nodes`, price],
        [
          `listings of type ${known.listing_type} at ${price.pMin}–${price.pMax} nodes matching "${term}"`,
          { category: known.listing_type, ...price, search: term },
        ],
      ];
      await t.each(reads, async ([label, filters]) => {
        const found = await readEveryPage(t, search(label, { list: 0, ...filters }));
        checkFiltered(t, label, found.rows, matching(filters), { id: (row) => row.id, row: known });
      });
    },
  },
  {
    name: 'checkout: a backer cannot pledge a lower tier',
    async run(t) {
      const backer = await registerMember(t, 'bk');
      await t.call('POST /stripe/session', {
        token: backer.token,
        body: { id: 'bt1', type: 'pledges' },
      });
      const { access_token: token } = (
        await t.call<{ tokens: { access_token: string } }>('POST /OAuth2/authorize', {
          step: 'log in as the backer persona',
          body: { ...t.run.fixtures.accounts.backer, remember: false },
        })
      ).body.tokens;
      await t.call('POST /stripe/session', {
        token,
        body: { id: 'bt1', type: 'pledges' },
        step: 'pledge below the current tier',
        expect: 409,
        code: 'ST1002',
      });
      await t.call('POST /stripe/session', {
        token,
        body: { id: 'bt2', type: 'pledges' },
        step: 'pledge the current tier again',
        expect: 409,
        code: 'ST1002',
      });
    },
  },
  {
    name: 'character: colours, renders and inventory pages',
    async run(t) {
      const { token } = await registerMember(t, 'ch');
      await t.call('GET /character/data/character', { token });
      await t.call('GET /character/data/customize', { token });
      // The member persona owns items enough for several pages of 8.
      const member = await signIn(t, t.run.fixtures.accounts.member);
      await readEveryPage(
        t,
        items<CustomizeInventoryResponse>(
          'GET /character/data/inventory/customize',
          "the member's Recent tab",
          member.token,
          { type: 0 },
          (body) => body.total_results,
        ),
      );
      await readEveryPage(
        t,
        items<InventoryResponse>(
          'GET /character/data/inventory',
          "the member's inventory",
          member.token,
          { category: 0 },
          (body) => body.paging.total_elements,
        ),
      );
      const color = await t.call<{ hex: string }>('PATCH /character/color', {
        token,
        body: { type: 'eyes', hex: '33aa55' },
      });
      t.assert(
        'state_transition',
        'colour saved',
        color.body.hex.toLowerCase().includes('33aa55'),
        '33aa55',
        color.body.hex,
      );
      await refusedUnchanged(t, {
        what: 'an invalid eye colour',
        read: async () => (await t.call('GET /character/data/character', { token })).body,
        write: () =>
          t.call('PATCH /character/color', {
            token,
            body: { type: 'eyes', hex: 'zzz' },
            expect: 400,
            code: 'CH1001',
          }),
      });
      await t.call('POST /character/renders', { token, body: { full: PNG, half: PNG } });
      await t.call('POST /character/renders', {
        token,
        body: { full: 'data:image/png;base64,AAAA', half: PNG },
        expect: 400,
        code: 'CH1004',
      });
      await t.call('PATCH /character/render', { token, body: { active: 1 } });
    },
  },
];
