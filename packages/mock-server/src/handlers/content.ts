import { HttpResponse, http } from 'msw';
import { renderImages } from '../db/render-images.ts';
import { diffuseColours, type Rgb } from '../rules/pictures/colour.ts';
import { buildModel } from '../rules/models/modeller.ts';
import { drawPicture } from '../rules/pictures/drawer.ts';
import { avatarLookOf, itemLookOf, modelLookOf, renderCodeOf } from '../rules/pictures/looks.ts';
import { encodePng } from '../rules/png.ts';

/**
 * The content host (outside the contract; see the README): images and 3D assets by key, so the app
 * never needs the internet. Uploaded renders are served as uploaded; every other key gets a small
 * asset generated from the key, the same bytes every time. Item pictures, avatar renders and 3D
 * models are made from what the database says they show (rules/pictures/, rules/models/), on first
 * request, by code loaded only then (in a browser page, by a worker: rules/asset-worker.ts), and
 * kept in a small cache.
 */

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const CACHE = { 'cache-control': 'public, max-age=86400' };
const PICTURES_KEPT = 200;

const generated = new Map<string, Promise<Uint8Array>>();

/** A generated asset by what it shows, made once; the least recently used are forgotten. */
function picture(key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  let kept = generated.get(key);
  if (!kept) {
    kept = draw();
    kept.catch(() => generated.delete(key));
  }
  generated.delete(key);
  generated.set(key, kept);
  if (generated.size > PICTURES_KEPT) generated.delete(generated.keys().next().value ?? '');
  return kept;
}

class Canvas {
  readonly rgba: Uint8Array;
  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.rgba = new Uint8Array(width * height * 4);
    this.rect(0, 0, width, height, background);
  }
  private set(x: number, y: number, [r, g, b]: Rgb) {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    this.rgba.set([r, g, b, 255], (y * this.width + x) * 4);
  }
  rect(x0: number, y0: number, w: number, h: number, colour: Rgb) {
    for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) this.set(x, y, colour);
  }
  png() {
    return encodePng(this.width, this.height, this.rgba);
  }
}

/** A 16×16 texture: a flat normal map (`…_n`), an ORM map (`…_orm`) or a checked diffuse map. */
function texturePng(key: string): Uint8Array {
  if (key.endsWith('_n')) return new Canvas(16, 16, [128, 128, 255]).png();
  if (key.endsWith('_orm')) return new Canvas(16, 16, [255, 204, 0]).png();
  const [base, check] = diffuseColours(key);
  const canvas = new Canvas(16, 16, base);
  for (let y = 0; y < 16; y += 4)
    for (let x = (y / 4) % 2 ? 4 : 0; x < 16; x += 8) canvas.rect(x, y, 4, 4, check);
  return canvas.png();
}

const bytesResponse = (bytes: Uint8Array, contentType: string) =>
  new HttpResponse(bytes, { headers: { 'content-type': contentType, ...CACHE } });
const notFound = () => new HttpResponse(null, { status: 404 });

/** `{key}{extension}` → key, or null when the file name is not a valid key with that extension. */
function keyOf(file: unknown, extension: string): string | null {
  if (typeof file !== 'string' || !file.endsWith(extension)) return null;
  const key = file.slice(0, -extension.length);
  return KEY.test(key) ? key : null;
}

export const contentHandlers = [
  // An uploaded render, else the front view of the key's account as it is dressed now (any other
  // key: a bare avatar). An upload gets a new key, so a new look is always a new URL.
  http.get('*/resources/renders/:size/:file', async ({ params }) => {
    const key = keyOf(params.file, '.png');
    const size = params.size;
    if (!key || (size !== 'full' && size !== 'half')) return notFound();
    const uploaded = renderImages.get(size, key);
    if (uploaded) return bytesResponse(uploaded.bytes, uploaded.contentType);
    const code = renderCodeOf(key);
    const bytes = await picture(`render:${size}:${code}`, () =>
      drawPicture({ picture: 'avatar', look: avatarLookOf(code), size }),
    );
    return bytesResponse(bytes, 'image/png');
  }),

  // Item pictures by `render_path` (e.g. `items/hats/3fa2…`), relative to `resources/`.
  http.get('*/resources/items/*', async ({ request }) => {
    const path = new URL(request.url).pathname.split('/resources/')[1] ?? '';
    if (!/^[A-Za-z0-9/._-]{1,200}$/.test(path)) return notFound();
    const look = itemLookOf(path);
    const bytes = await picture(`item:${path}:${look.kind}:${look.colour.join()}`, () =>
      drawPicture({ picture: 'item', look }),
    );
    return bytesResponse(bytes, 'image/png');
  }),

  // Models (body, eyes, slot items) skinned to one skeleton, built from what the key is.
  http.get('*/resources/models/:file', async ({ params }) => {
    const key = keyOf(params.file, '.glb');
    if (!key) return notFound();
    const look = modelLookOf(key);
    const bytes = await picture(`model:${key}:${JSON.stringify(look)}`, () =>
      buildModel({ asset: 'model', key, look }),
    );
    return bytesResponse(bytes, 'model/gltf-binary');
  }),

  // Clips animating that skeleton: the key names its motion (`idle_01`, `wave_01`, `turn_01`).
  http.get('*/resources/animations/:file', async ({ params }) => {
    const key = keyOf(params.file, '.glb');
    if (!key) return notFound();
    const bytes = await picture(`clip:${key}`, () => buildModel({ asset: 'clip', key }));
    return bytesResponse(bytes, 'model/gltf-binary');
  }),

  http.get('*/resources/textures/:file', ({ params }) => {
    const key = keyOf(params.file, '.png');
    return key ? bytesResponse(texturePng(key), 'image/png') : notFound();
  }),
];
