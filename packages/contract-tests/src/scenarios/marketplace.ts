import type { CustomizeInventoryResponse, InventoryResponse } from '@endless/client/generated';
import { checkFiltered } from '../checks/filter-conformance.ts';
import { readEveryPage } from '../checks/pagination-consistency.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import { registerMember, signIn } from '../steps.ts';
import { items, matching, search, type SearchFilters } from './marketplace-lists.ts';
import {
  buyerOf,
  buyTheListing,
  findAffordableListing,
  listingReadsAndRefusals,
  payForNodes,
  wearAndTakeOff,
} from './marketplace-purchase.ts';
import type { ScenarioDefinition } from './scenario.ts';

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
      const buyerReads = buyerOf(t, token);
      // The first sync of a day may grant the daily nodes: take them before any balance is compared.
      const start = await buyerReads.balance();
      const listing = await findAffordableListing(t, token, start);
      if (!listing) return;
      await listingReadsAndRefusals(t, buyerReads, listing);
      const paid = await payForNodes(t, token);
      await buyTheListing(t, buyerReads, listing, paid);
      await wearAndTakeOff(t, token, listing);
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
