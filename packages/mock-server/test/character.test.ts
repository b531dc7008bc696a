import { describe, expect, it } from 'vitest';
import { db } from '../src/db/index.ts';
import { clientFor, expectError, rawCall, setupForumsServer, tokenOf, API } from './support.ts';

setupForumsServer();
// The content host is not wired into the shared handlers yet; install it for this file.

const MEMBER = 1;
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

const owned = (type: number) =>
  db.ownerships
    .findMany((q) => q.where({ account_id: MEMBER }))
    .map((o) => db.listings.findFirst((q) => q.where({ id: o.listing_id })))
    .filter((l) => l?.listing_type === type)
    .map((l) => l?.uuid ?? '');
const entries = (code: string) => code.split(',');

describe('character', () => {
  it('returns an 18-entry code whose slots follow the worn outfit', async () => {
    const client = await clientFor('member');
    const { data } = await client.GET('/character/data/character');
    const code = entries(data?.character_code ?? '');
    expect(code).toHaveLength(18);
    const worn = db.outfits.findFirst((q) => q.where({ account_id: MEMBER }))?.items ?? [];
    const types = worn.map((uuid) => db.listings.findFirst((q) => q.where({ uuid }))?.listing_type);
    for (let slot = 3; slot <= 17; slot++) {
      expect(code[slot] === '', `slot ${slot}`).toBe(!types.includes(slot));
    }
    expect(code[3]).toMatch(
      /^item-[0-9a-f-]+:item-[0-9a-f-]+_n:item-[0-9a-f-]+_orm:item-[0-9a-f-]+_d$/,
    );
  });

  it('colours the body or eyes (3/4/6/8 hex digits, any case) and keeps 12 unique colours newest first', async () => {
    const client = await clientFor('member');
    const { data } = await client.PATCH('/character/color', { body: { type: 'eyes', hex: '2C8' } });
    expect(data).toMatchObject({ type: 'eyes', hex: '22cc88' });
    expect(entries(data?.character_code ?? '')[1]).toMatch(/:22cc88$/);
    expect(data?.previous_colors).toBe('22cc88,f1c27d,2b1b0e,3366ff');

    const body = await client.PATCH('/character/color', {
      body: { type: 'character', hex: 'AbCd' },
    });
    expect(entries(body.data?.character_code ?? '')[0]).toMatch(/:aabbccdd$/);
    for (const hex of [
      '111111',
      '222222',
      '333333',
      '444444',
      '555555',
      '666666',
      '777777',
      '888888',
      '999999',
      '22CC88',
    ]) {
      await client.PATCH('/character/color', { body: { type: 'character', hex } });
    }
    const colours = db.accounts
      .findFirst((q) => q.where({ id: MEMBER }))
      ?.previous_colors.split(',');
    expect(colours).toHaveLength(12);
    expect(colours?.[0]).toBe('22cc88');
    expect(new Set(colours).size).toBe(12);

    const before = db.accounts.findFirst((q) => q.where({ id: MEMBER }))?.character_code;
    await expectError(
      client.PATCH('/character/color', { body: { type: 'eyes', hex: '12345' } }),
      400,
      'CH1001',
      'Invalid Hex Color Code',
    );
    await expectError(
      client.PATCH('/character/color', { body: { type: 'eyes', hex: 'ggg' } }),
      400,
      'CH1001',
    );
    const token = await tokenOf('member');
    expect(
      (await rawCall('PATCH', '/character/color', { token, body: '{"type":"hair","hex":"fff"}' }))
        .body,
    ).toMatchObject({ error: { code: 'CH1001' } });
    expect(
      (await rawCall('PATCH', '/character/color', { token, body: '{"type":"eyes"}' })).body
        .error_code,
    ).toBe('EX4001');
    expect(db.accounts.findFirst((q) => q.where({ id: MEMBER }))?.character_code).toBe(before);
  });

  it('wears only owned items, one per slot, and takes worn items off', async () => {
    const client = await clientFor('member');
    const [hatA, hatB] = owned(3);
    const first = await client.PATCH('/character/code/add', { body: { uuid: hatA ?? '' } });
    expect(first.data?.current_outfit.map((item) => item.uuid)).toContain(hatA);
    const second = await client.PATCH('/character/code/add', { body: { uuid: hatB ?? '' } });
    const outfit = second.data?.current_outfit.map((item) => item.uuid) ?? [];
    expect(outfit).toContain(hatB);
    expect(outfit).not.toContain(hatA);
    const hat = db.listings.findFirst((q) => q.where({ uuid: hatB ?? '' }));
    expect(entries(second.data?.character_code ?? '')[3]).toContain(`item-${hat?.pa_uuid}`);

    const notOwned = db.listings.findFirst((q) =>
      q.where({
        listing_type: 3,
        id: (id) =>
          !db.ownerships.findFirst((o) => o.where({ account_id: MEMBER, listing_id: id })),
      }),
    );
    await expectError(
      client.PATCH('/character/code/add', { body: { uuid: notOwned?.uuid ?? '' } }),
      404,
      'CH1002',
      'Item Not Owned',
    );
    await expectError(
      client.PATCH('/character/code/remove', { body: { uuid: hatA ?? '' } }),
      409,
      'CH1003',
      'Item Not In Outfit',
    );

    const removed = await client.PATCH('/character/code/remove', { body: { uuid: hatB ?? '' } });
    expect(removed.data?.current_outfit.map((item) => item.uuid)).not.toContain(hatB);
    expect(entries(removed.data?.character_code ?? '')[3]).toBe('');
  });

  it('wearing eyes sets the eye type; taking them off restores the default', async () => {
    const client = await clientFor('member');
    const [eyes] = owned(1);
    const worn = await client.PATCH('/character/code/add', { body: { uuid: eyes ?? '' } });
    expect(entries(worn.data?.character_code ?? '')[1]).toMatch(/^item-/);
    const off = await client.PATCH('/character/code/remove', { body: { uuid: eyes ?? '' } });
    expect(entries(off.data?.character_code ?? '')[1]).toMatch(/^eyes_01:/);
  });

  it('wears an animation item as the first random clip (entry 2), one at a time, and takes it off', async () => {
    const client = await clientFor('member');
    const [danceA, danceB] = owned(2);
    const key = (uuid: string | undefined) =>
      `item-${db.listings.findFirst((q) => q.where({ uuid: uuid ?? '' }))?.pa_uuid}`;
    const first = await client.PATCH('/character/code/add', { body: { uuid: danceA ?? '' } });
    expect(first.response.status).toBe(200);
    expect(entries(first.data?.character_code ?? '')[2]).toBe(`idle_01:${key(danceA)}:turn_01`);
    expect(first.data?.current_outfit.map((item) => item.uuid)).toContain(danceA);

    const second = await client.PATCH('/character/code/add', { body: { uuid: danceB ?? '' } });
    const outfit = second.data?.current_outfit.map((item) => item.uuid) ?? [];
    expect(outfit).toContain(danceB);
    expect(outfit).not.toContain(danceA);
    expect(entries(second.data?.character_code ?? '')[2]).toBe(`idle_01:${key(danceB)}:turn_01`);
    const read = await client.GET('/character/data/character');
    expect(entries(read.data?.character_code ?? '')[2]).toBe(`idle_01:${key(danceB)}:turn_01`);

    const off = await client.PATCH('/character/code/remove', { body: { uuid: danceB ?? '' } });
    expect(off.data?.current_outfit.map((item) => item.uuid)).not.toContain(danceB);
    expect(entries(off.data?.character_code ?? '')[2]).toBe('idle_01:wave_01:turn_01');
  });

  it('pages customize tabs by 8: Recent newest first, Outfits, Eyes and categories', async () => {
    const client = await clientFor('member');
    const recent = await client.GET('/character/data/inventory/customize', {
      params: { query: { type: 0 } },
    });
    const all = db.ownerships.findMany((q) => q.where({ account_id: MEMBER }));
    expect(recent.data?.total_results).toBe(all.length);
    expect(recent.data?.results).toHaveLength(8);
    const newest = [...all].sort((a, b) => b.acquired_at - a.acquired_at || b.id - a.id)[0];
    expect(recent.data?.results[0]?.uuid).toBe(newest?.uuid);
    const page2 = await client.GET('/character/data/inventory/customize', {
      params: { query: { type: 0, page: 2 } },
    });
    expect(page2.data?.paging).toEqual({
      current_page: 2,
      page_size: 8,
      total_elements: all.length,
    });
    expect(page2.data?.results[0]?.uuid).not.toBe(newest?.uuid);
    const far = await client.GET('/character/data/inventory/customize', {
      params: { query: { type: 0, page: 99 } },
    });
    expect(far.data?.results).toEqual([]);

    const outfits = await client.GET('/character/data/inventory/customize', {
      params: { query: { type: 1 } },
    });
    const worn = db.outfits.findFirst((q) => q.where({ account_id: MEMBER }))?.items;
    expect(outfits.data?.results.map((item) => item.uuid)).toEqual(worn);
    const eyes = await client.GET('/character/data/inventory/customize', {
      params: { query: { type: 2 } },
    });
    expect(eyes.data?.results.map((item) => item.uuid).sort()).toEqual(owned(1).sort());
    const hats = await client.GET('/character/data/inventory/customize', {
      params: { query: { type: 3 } },
    });
    expect(hats.data?.results.map((item) => item.uuid).sort()).toEqual(owned(3).sort());
    const token = await tokenOf('member');
    expect(
      (await rawCall('GET', '/character/data/inventory/customize?type=18', { token })).status,
    ).toBe(400);
  });

  it('pages the inventory by category 0 (All) or 3 to 17', async () => {
    const client = await clientFor('member');
    const all = await client.GET('/character/data/inventory', { params: { query: {} } });
    expect(all.data?.paging.total_elements).toBe(
      db.ownerships.findMany((q) => q.where({ account_id: MEMBER })).length,
    );
    const shoes = await client.GET('/character/data/inventory', {
      params: { query: { category: 16 } },
    });
    expect(shoes.data?.results.map((item) => item.uuid).sort()).toEqual(owned(16).sort());
    const token = await tokenOf('member');
    expect(
      (await rawCall('GET', '/character/data/inventory?category=1', { token })).body.error_code,
    ).toBe('EX4001');
  });

  it('opens customize with colours, outfit and the first Recent page', async () => {
    const client = await clientFor('member');
    const { data } = await client.GET('/character/data/customize');
    expect(data?.previous_colors).toBe('f1c27d,2b1b0e,3366ff');
    expect(data?.results).toHaveLength(8);
    expect(data?.current_outfit.length).toBeGreaterThan(0);
  });

  it('stores uploaded renders for the content host and refuses invalid images', async () => {
    const client = await clientFor('member');
    const { data } = await client.POST('/character/renders', {
      body: { full: PNG_1PX, half: PNG_1PX },
    });
    const key = data?.render ?? '';
    expect(db.accounts.findFirst((q) => q.where({ id: MEMBER }))).toMatchObject({
      full_render: key,
      half_render: key,
    });
    const image = await fetch(`${API}/resources/renders/full/${key}.png`);
    expect(image.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await image.arrayBuffer()).toString('base64')).toBe(PNG_1PX.split(',')[1]);

    const notPng = `data:image/png;base64,${Buffer.from('GIF89a not a png').toString('base64')}`;
    await expectError(
      client.POST('/character/renders', { body: { full: notPng, half: PNG_1PX } }),
      400,
      'CH1004',
      'Invalid Render Image',
    );
    const huge = `data:image/png;base64,${Buffer.alloc(2 * 1024 * 1024 + 8, 1).toString('base64')}`;
    await expectError(
      client.POST('/character/renders', { body: { full: PNG_1PX, half: huge } }),
      400,
      'CH1004',
    );
    expect(db.accounts.findFirst((q) => q.where({ id: MEMBER }))?.full_render).toBe(key);
  });

  it('saves the 2D/3D choice', async () => {
    const client = await clientFor('member');
    expect(
      (await client.PATCH('/character/render', { body: { active: 1 } })).data?.active_render,
    ).toBe(1);
    expect((await client.GET('/character/data/character')).data?.active_render).toBe(1);
  });

  it('is closed to guests and restricted accounts', async () => {
    await expectError((await clientFor()).GET('/character/data/character'), 401, 'AU1001');
    await expectError(
      (await clientFor('suspended')).GET('/character/data/customize'),
      403,
      'AC1020',
    );
  });
});

describe('content host', () => {
  const get = (path: string) => fetch(`${API}${path}`);
  const bytes = async (response: Response) => new Uint8Array(await response.arrayBuffer());

  it('generates the same avatar PNG for a key and serves item, texture and model assets', async () => {
    const first = await bytes(await get('/resources/renders/half/abc123.png'));
    expect([...first.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await bytes(await get('/resources/renders/half/abc123.png'))).toEqual(first);
    expect(await bytes(await get('/resources/renders/half/other.png'))).not.toEqual(first);
    const full = await bytes(await get('/resources/renders/full/abc123.png'));
    expect(new DataView(full.buffer).getUint32(20)).toBe(340); // IHDR height, as the app captures

    expect((await get('/resources/items/items/0123abcd')).headers.get('content-type')).toBe(
      'image/png',
    );
    expect((await get('/resources/textures/item-x_n.png')).status).toBe(200);
    const model = await get('/resources/models/body_01.glb');
    expect(model.headers.get('content-type')).toBe('model/gltf-binary');
    const glb = await bytes(model);
    expect(new TextDecoder().decode(glb.slice(0, 4))).toBe('glTF');
    const jsonLength = new DataView(glb.buffer).getUint32(12, true);
    const gltf = JSON.parse(new TextDecoder().decode(glb.slice(20, 20 + jsonLength))) as {
      meshes: unknown[];
    };
    expect(gltf.meshes).toHaveLength(1);
    expect((await get('/resources/animations/idle_01.glb')).status).toBe(200);
    expect((await get('/resources/models/bad..key.glb')).status).toBe(404);
  });
});
