import { describe, expect, it } from 'vitest';
import { db } from '../src/db/index.ts';
import { clock } from '../src/domain/clock.ts';
import { T0, clientFor, expectError, rawCall, setupForumsServer } from './support.ts';

setupForumsServer();

const t = T0 / 1000;
const listing = (id: number) => db.listings.findFirst((q) => q.where({ id }));
const forSale = (l: { listing_forsale: number; forsale_expire: number | null }) =>
  l.listing_forsale === 1 && (l.forsale_expire === null || l.forsale_expire > t);
type Query = Record<string, string | number | boolean | number[]>;

async function search(query: Query) {
  const anonymous = await clientFor();
  const { data } = await anonymous.GET('/marketplace/data/search', { params: { query } });
  if (!data) throw new Error('no data');
  return data;
}

describe('marketplace', () => {
  it('searches Featured by default, newest first, 24 a page, hidden listings left out', async () => {
    const data = await search({});
    const expected = db.listings.all().filter((l) => l.listing_featured === 1 && forSale(l));
    expect(data.paging).toEqual({
      current_page: 1,
      page_size: 24,
      total_elements: expected.length,
    });
    const dates = data.results.map((l) => l.created_at);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const page2 = await search({ page: 2 });
    expect(page2.results.length).toBe(Math.min(24, expected.length - 24));
    expect((await search({ page: 99 })).results).toEqual([]);
  });

  it('combines lists and categories as unions and every other filter with AND', async () => {
    const all = await search({ list: [0], includeHidden: true, page: 1 });
    expect(all.paging.total_elements).toBe(db.listings.count());
    const visible = await search({ list: [0] });
    expect(visible.paging.total_elements).toBe(db.listings.all().filter(forSale).length);
    expect(visible.results.every((l) => l.listing_forsale === 1)).toBe(true);

    const hats = await search({
      list: [0, 2],
      category: [3, 4],
      pMin: 50,
      pMax: 500,
      includeHidden: true,
    });
    const expected = db.listings
      .all()
      .filter(
        (l) => [3, 4].includes(l.listing_type) && l.listing_cost >= 50 && l.listing_cost <= 500,
      );
    expect(hats.paging.total_elements).toBe(expected.length);

    const free = await search({ list: [0], pMin: 0, pMax: 0 });
    expect(free.results.every((l) => l.listing_cost === 0)).toBe(true);
    expect((await search({ list: [0], pMin: 10, pMax: 5 })).paging.total_elements).toBe(0);
    const official = await search({ list: [0], officialOnly: true, uniquesOnly: true });
    expect(official.results.every((l) => l.listing_official === 1 && l.listing_unique === 1)).toBe(
      true,
    );
    expect(official.paging.total_elements).toBe(
      db.listings
        .all()
        .filter((l) => forSale(l) && l.listing_official === 1 && l.listing_unique === 1).length,
    );

    const text = (listing(5)?.listing_name ?? '').split(' ')[0]?.toUpperCase() ?? '';
    const byText = await search({ list: [0], search: text, includeHidden: true });
    expect(byText.paging.total_elements).toBe(
      db.listings
        .all()
        .filter((l) =>
          [l.listing_name, l.listing_desc].some((field) =>
            field.toLowerCase().includes(text.toLowerCase()),
          ),
        ).length,
    );
    expect((await rawCall('GET', '/marketplace/data/search?list=4')).body.error_code).toBe(
      'EX4001',
    );
    expect((await rawCall('GET', '/marketplace/data/search?category=0')).body.error_code).toBe(
      'EX4001',
    );
  });

  it('orders Trending alone by purchases in the last 7 days', async () => {
    const data = await search({ list: [3], includeHidden: true });
    const since = t - 7 * 86400;
    const counts = new Map<number, number>();
    for (const o of db.ownerships.all())
      if (o.acquired_at >= since) counts.set(o.listing_id, (counts.get(o.listing_id) ?? 0) + 1);
    expect(data.paging.total_elements).toBe(counts.size);
    const order = data.results.map((l) => counts.get(l.id) ?? 0);
    expect(order).toEqual([...order].sort((a, b) => b - a));
  });

  it('shows a listing with its creator (null for official) and whether the viewer owns it', async () => {
    const member = await clientFor('member');
    const ownedId = db.ownerships.findFirst((q) => q.where({ account_id: 1 }))?.listing_id ?? 0;
    const owned = await member.GET('/marketplace/data/listing', {
      params: { query: { listing_id: ownedId } },
    });
    expect(owned.data?.alreadyOwned).toBe(true);
    const anonymous = await clientFor();
    expect(
      (
        await anonymous.GET('/marketplace/data/listing', {
          params: { query: { listing_id: ownedId } },
        })
      ).data?.alreadyOwned,
    ).toBe(false);
    const official = await anonymous.GET('/marketplace/data/listing', {
      params: { query: { listing_id: 1 } },
    });
    expect(official.data?.creator).toBeNull();
    const community = await anonymous.GET('/marketplace/data/listing', {
      params: { query: { listing_id: 2 } },
    });
    const creator = db.accounts.findFirst((q) => q.where({ id: listing(2)?.created_by ?? 0 }));
    expect(community.data?.creator).toEqual({
      creator_username: creator?.username,
      creator_render: creator?.half_render,
    });
    await expectError(
      anonymous.GET('/marketplace/data/listing', { params: { query: { listing_id: 99_999 } } }),
      404,
      'MP1001',
      'Listing Not Found',
    );
  });

  it('suggests up to 6 other visible listings of the type, newest first', async () => {
    const anonymous = await clientFor();
    const viewed = listing(4);
    const { data } = await anonymous.GET('/marketplace/data/suggestions', {
      params: { query: { uuid: viewed?.uuid ?? '', type: 4 } },
    });
    expect(data?.listings.length).toBe(6);
    expect(
      data?.listings.every((l) => l.listing_type === 4 && l.id !== 4 && l.listing_forsale === 1),
    ).toBe(true);
    for (const l of db.listings.findMany((q) => q.where({ listing_type: 17 }))) {
      await db.listings.update((q) => q.where({ id: l.id }), {
        data: (draft) => void (draft.listing_forsale = 0),
      });
    }
    const none = await anonymous.GET('/marketplace/data/suggestions', {
      params: { query: { uuid: viewed?.uuid ?? '', type: 17 } },
    });
    expect(none.data?.listings).toEqual([]);
    await expectError(
      anonymous.GET('/marketplace/data/suggestions', {
        params: { query: { uuid: '00000000-0000-4000-8000-000000000000', type: 4 } },
      }),
      404,
      'MP1001',
    );
  });

  it('buys a listing: debits nodes, grants it, takes a unique copy', async () => {
    const member = await clientFor('member');
    const target = db.listings
      .all()
      .find(
        (l) =>
          forSale(l) &&
          l.listing_unique === 1 &&
          l.listing_cost > 0 &&
          !db.ownerships.findFirst((q) => q.where({ account_id: 1, listing_id: l.id })),
      );
    if (!target) throw new Error('seed has no unique listing to buy');
    const { data } = await member.POST('/marketplace/purchase', { body: { uuid: target.uuid } });
    expect(data?.data).toEqual({
      uuid: target.uuid,
      listing_id: target.id,
      listing_cost: target.listing_cost,
      nodes: 12500 - target.listing_cost,
    });
    expect(db.accounts.findFirst((q) => q.where({ id: 1 }))?.nodes).toBe(
      12500 - target.listing_cost,
    );
    expect(listing(target.id)?.unique_qty).toBe((target.unique_qty ?? 0) - 1);
    expect(
      (
        await member.GET('/marketplace/data/listing', {
          params: { query: { listing_id: target.id } },
        })
      ).data?.alreadyOwned,
    ).toBe(true);
    await expectError(
      member.POST('/marketplace/purchase', { body: { uuid: target.uuid } }),
      409,
      'MP1004',
      'Listing Already Owned',
    );
  });

  it('refuses a purchase not for sale, expired, sold out, too dear or unknown', async () => {
    const member = await clientFor('member');
    const buy = (uuid: string) => member.POST('/marketplace/purchase', { body: { uuid } });
    const notOwned = db.listings
      .all()
      .filter((l) => !db.ownerships.findFirst((q) => q.where({ account_id: 1, listing_id: l.id })));
    const notForSale = notOwned.find((l) => l.listing_forsale === 0);
    await expectError(buy(notForSale?.uuid ?? ''), 409, 'MP1002', 'Listing Not For Sale');

    const expiring = notOwned.find((l) => l.listing_forsale === 1 && l.forsale_expire !== null);
    clock.advance(((expiring?.forsale_expire ?? t) - t + 1) * 1000);
    await expectError(buy(expiring?.uuid ?? ''), 409, 'MP1003', 'Sale Time Expired');
    clock.setNow(T0);

    const unique = notOwned.find((l) => forSale(l) && l.listing_unique === 1);
    await db.listings.update((q) => q.where({ id: unique?.id ?? 0 }), {
      data: (draft) => void (draft.unique_qty = 0),
    });
    await expectError(buy(unique?.uuid ?? ''), 409, 'MP1006', 'Sold Out');

    const dear = notOwned.find((l) => forSale(l) && l.listing_unique === 0 && l.listing_cost > 0);
    await db.accounts.update((q) => q.where({ id: 1 }), {
      data: (draft) => void (draft.nodes = (dear?.listing_cost ?? 1) - 1),
    });
    await expectError(buy(dear?.uuid ?? ''), 402, 'MP1005', 'Not Enough Nodes');
    expect(db.accounts.findFirst((q) => q.where({ id: 1 }))?.nodes).toBe(
      (dear?.listing_cost ?? 1) - 1,
    );

    await expectError(buy('00000000-0000-4000-8000-000000000000'), 404, 'MP1001');
    await expectError(
      (await clientFor('suspended')).POST('/marketplace/purchase', {
        body: { uuid: dear?.uuid ?? '' },
      }),
      403,
      'AC1020',
    );
  });
});
