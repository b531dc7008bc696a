import {
  DEFAULT_ANIMATIONS,
  DEFAULT_EYES,
  formatCharacterCode,
  parseCharacterCode,
} from '@endless/character';
import { z } from 'zod';
import {
  accounts,
  listings,
  outfits,
  ownerships,
  type Account,
  type Listing,
} from '../db/index.ts';
import { renderImages, type RenderImage } from '../db/render-images.ts';
import { requireAccount } from '../domain/auth.ts';
import { pageOf } from '../domain/paging.ts';
import { randomHex } from '../domain/tokens.ts';
import { nestedErrorBody } from '../requests/errors.ts';
import { parseBody, parseQuery } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';
import {
  ANIMATIONS_TYPE,
  EYES_TYPE,
  characterCodeOf,
  normaliseHex,
  previousColorsOf,
  pushPreviousColor,
  WORN_ANIMATION,
} from '../rules/character.ts';

const PAGE_SIZE = 8;
/** 2 MB decoded, the RenderDataUrl limit. */
const RENDER_MAX_BYTES = 2 * 1024 * 1024;
const DATA_URL = /^data:image\/(png|jpeg);base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_SIGNATURE = [0xff, 0xd8, 0xff];

// Shapes, types and defaults: the contract's request rules have judged the values already.
const pageParam = z.coerce.number().default(1);
const customizeQuery = z.object({ type: z.coerce.number(), page: pageParam });
const inventoryQuery = z.object({ category: z.coerce.number().default(0), page: pageParam });
const uuidBody = z.object({ uuid: z.string() });

type Item = { uuid: string; render_path: string; listing_name: string };

const toItem = (listing: Listing): Item => ({
  uuid: listing.uuid,
  render_path: listing.render_path,
  listing_name: listing.listing_name,
});

/** The account's owned listings, newest acquisition first (then highest ownership id). */
function ownedListings(accountId: number): Listing[] {
  return ownerships
    .findMany((q) => q.where({ account_id: accountId }))
    .sort((a, b) => b.acquired_at - a.acquired_at || b.id - a.id)
    .flatMap((ownership) => {
      const listing = listings.findFirst((q) => q.where({ id: ownership.listing_id }));
      return listing ? [listing] : [];
    });
}

/** The worn items, as `current_outfit` lists them. */
function currentOutfit(accountId: number): Item[] {
  const owned = new Set(ownedListings(accountId).map((listing) => listing.uuid));
  const outfit = outfits.findFirst((q) => q.where({ account_id: accountId }));
  return (outfit?.items ?? []).flatMap((uuid) => {
    const listing = owned.has(uuid) ? listings.findFirst((q) => q.where({ uuid })) : undefined;
    return listing ? [toItem(listing)] : [];
  });
}

/** Items of a /character tab: 0 Recent, 1 Outfits (the current outfit), 2 Eyes, 3–17 a category. */
function tabItems(accountId: number, tab: number): Item[] {
  if (tab === 1) return currentOutfit(accountId);
  const owned = ownedListings(accountId);
  if (tab === 0) return owned.map(toItem);
  const type = tab === 2 ? EYES_TYPE : tab;
  return owned.filter((listing) => listing.listing_type === type).map(toItem);
}

/** What taking an item off resets in the stored code: the eye type or the worn random clip. */
interface Reset {
  eyesModel?: string;
  animation?: string;
}

/** Saves the outfit and writes the matching character code back to the account. */
async function saveOutfit(account: Account, items: string[], reset: Reset = {}) {
  await outfits.update((q) => q.where({ account_id: account.id }), {
    data: (draft) => void (draft.items = items),
  });
  if (!outfits.findFirst((q) => q.where({ account_id: account.id }))) {
    await outfits.create({ account_id: account.id, items });
  }
  const parts = parseCharacterCode(account.character_code);
  if (reset.eyesModel) parts.eyes.model = reset.eyesModel;
  if (reset.animation) parts.animations[WORN_ANIMATION] = reset.animation;
  const code = characterCodeOf({ id: account.id, character_code: formatCharacterCode(parts) });
  await accounts.update((q) => q.where({ id: account.id }), {
    data: (draft) => void (draft.character_code = code),
  });
  return { current_outfit: currentOutfit(account.id), character_code: code };
}

/** Decodes a render data URL; null unless it is a PNG or JPEG (by signature) within 2 MB. */
function decodeRender(dataUrl: string): RenderImage | null {
  const match = DATA_URL.exec(dataUrl);
  if (!match?.[1] || !match[2] || match[2].length % 4 !== 0) return null;
  if ((match[2].length / 4) * 3 > RENDER_MAX_BYTES + 2) return null;
  const bytes = Uint8Array.from(atob(match[2]), (char) => char.charCodeAt(0));
  const png = match[1] === 'png';
  const signature = png ? PNG_SIGNATURE : JPEG_SIGNATURE;
  if (bytes.length > RENDER_MAX_BYTES || !signature.every((byte, i) => bytes[i] === byte)) {
    return null;
  }
  return { contentType: png ? 'image/png' : 'image/jpeg', bytes };
}

export const characterHandlers = [
  http.get('/character/data/character', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const { account } = auth;
    return response(200).json({
      status: 200,
      character_code: characterCodeOf(account),
      full_render: account.full_render,
      active_render: account.active_render,
    });
  }),

  http.get('/character/data/customize', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const { account } = auth;
    return response(200).json({
      status: 200,
      active_render: account.active_render,
      full_render: account.full_render,
      previous_colors: previousColorsOf(account.previous_colors),
      current_outfit: currentOutfit(account.id),
      results: tabItems(account.id, 0).slice(0, PAGE_SIZE),
    });
  }),

  http.get('/character/data/inventory/customize', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const query = parseQuery(request, customizeQuery);
    if (!query.ok) return query.response;
    const page = pageOf(tabItems(auth.account.id, query.data.type), query.data.page, PAGE_SIZE);
    return response(200).json({ status: 200, total_results: page.paging.total_elements, ...page });
  }),

  http.get('/character/data/inventory', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const query = parseQuery(request, inventoryQuery);
    if (!query.ok) return query.response;
    const { category } = query.data;
    const owned = ownedListings(auth.account.id).filter(
      (listing) => category === 0 || listing.listing_type === category,
    );
    return response(200).json({
      status: 200,
      ...pageOf(owned.map(toItem), query.data.page, PAGE_SIZE),
    });
  }),

  // The 2D renders: both images are stored for the content host under one new key.
  http.post('/character/renders', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, z.object({ full: z.string(), half: z.string() }));
    if (!body.ok) return body.response;
    const full = decodeRender(body.data.full);
    const half = decodeRender(body.data.half);
    if (!full || !half) return response(400).json(nestedErrorBody(400, 'CH1004'));
    const key = randomHex(5);
    renderImages.set('full', key, full);
    renderImages.set('half', key, half);
    await accounts.update((q) => q.where({ id: auth.account.id }), {
      data: (draft) => {
        draft.full_render = key;
        draft.half_render = key;
      },
    });
    return response(200).json({ status: 200, render: key });
  }),

  http.patch('/character/render', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, z.object({ active: z.literal([0, 1]) }));
    if (!body.ok) return body.response;
    const { active } = body.data;
    await accounts.update((q) => q.where({ id: auth.account.id }), {
      data: (draft) => void (draft.active_render = active),
    });
    return response(200).json({ status: 200, active_render: active });
  }),

  // Colour: the contract's request rules answer CH1001 for an unknown target or a bad hex code.
  http.patch('/character/color', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(
      request,
      z.object({ type: z.enum(['character', 'eyes']), hex: z.string() }),
    );
    if (!body.ok) return body.response;
    const { type } = body.data;
    const hex = normaliseHex(body.data.hex);
    const parts = parseCharacterCode(characterCodeOf(auth.account));
    if (type === 'character') parts.body.colour = hex;
    else parts.eyes.colour = hex;
    const code = formatCharacterCode(parts);
    const previous = pushPreviousColor(auth.account.previous_colors, hex);
    await accounts.update((q) => q.where({ id: auth.account.id }), {
      data: (draft) => {
        draft.character_code = code;
        draft.previous_colors = previous;
      },
    });
    return response(200).json({
      status: 200,
      type,
      hex,
      character_code: code,
      previous_colors: previous,
    });
  }),

  // Wear an owned item: it replaces whatever its slot held (an animation item: the worn clip).
  http.patch('/character/code/add', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, uuidBody);
    if (!body.ok) return body.response;
    const { account } = auth;
    const listing = ownedListings(account.id).find((owned) => owned.uuid === body.data.uuid);
    if (!listing) return response(404).json(nestedErrorBody(404, 'CH1002'));
    const current = currentOutfit(account.id);
    if (current.some((item) => item.uuid === listing.uuid)) {
      return response(200).json({
        status: 200,
        current_outfit: current,
        character_code: characterCodeOf(account),
      });
    }
    const worn = current
      .map((item) => listings.findFirst((q) => q.where({ uuid: item.uuid })))
      .filter((item) => item !== undefined && item.listing_type !== listing.listing_type)
      .map((item) => item?.uuid ?? '');
    const result = await saveOutfit(account, [...worn, listing.uuid]);
    return response(200).json({ status: 200, ...result });
  }),

  // Take off a worn item; eyes and animation items return that part to its default.
  http.patch('/character/code/remove', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, uuidBody);
    if (!body.ok) return body.response;
    const { account } = auth;
    const worn = currentOutfit(account.id).map((item) => item.uuid);
    if (!worn.includes(body.data.uuid)) return response(409).json(nestedErrorBody(409, 'CH1003'));
    const listing = listings.findFirst((q) => q.where({ uuid: body.data.uuid }));
    const result = await saveOutfit(
      account,
      worn.filter((uuid) => uuid !== body.data.uuid),
      {
        eyesModel: listing?.listing_type === EYES_TYPE ? DEFAULT_EYES.model : undefined,
        animation:
          listing?.listing_type === ANIMATIONS_TYPE
            ? DEFAULT_ANIMATIONS[WORN_ANIMATION]
            : undefined,
      },
    );
    return response(200).json({ status: 200, ...result });
  }),
];
