import { HttpResponse, http } from 'msw';
import { renderImages } from '../db/render-images.ts';
import { colourOf, diffuseColours, hash, type Rgb } from '../rules/pictures/colour.ts';
import { avatarLookOf, itemLookOf, renderCodeOf } from '../rules/pictures/looks.ts';
import { encodePng } from '../rules/png.ts';

/**
 * The content host (outside the contract; see the README): images and 3D assets by key, so the app
 * never needs the internet. Uploaded renders are served as uploaded; every other key gets a small
 * asset generated from the key, the same bytes every time. Item pictures and avatar renders are
 * drawn from what the database says they show (rules/pictures/), on first request, by drawing code
 * loaded only then, and kept in a small cache.
 */

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const CACHE = { 'cache-control': 'public, max-age=86400' };
const PICTURES_KEPT = 200;

const pictures = new Map<string, Promise<Uint8Array>>();
const drawing = () => import('../rules/pictures/draw.ts');

/** A drawn picture by what it shows, drawn once; the least recently used are forgotten. */
function picture(key: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array> {
  let kept = pictures.get(key);
  if (!kept) {
    kept = draw();
    kept.catch(() => pictures.delete(key));
  }
  pictures.delete(key);
  pictures.set(key, kept);
  if (pictures.size > PICTURES_KEPT) pictures.delete(pictures.keys().next().value ?? '');
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

/** Packs a glTF JSON document and its binary buffer into a GLB file. */
function glb(json: object, bin: Uint8Array): Uint8Array {
  const pad = (length: number) => (4 - (length % 4)) % 4;
  const jsonText = JSON.stringify(json);
  const jsonBytes = new TextEncoder().encode(jsonText + ' '.repeat(pad(jsonText.length)));
  const binLength = bin.length + pad(bin.length);
  const total = 12 + 8 + jsonBytes.length + (bin.length ? 8 + binLength : 0);
  const out = new Uint8Array(total);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0x46546c67, true); // 'glTF'
  view.setUint32(4, 2, true);
  view.setUint32(8, total, true);
  view.setUint32(12, jsonBytes.length, true);
  view.setUint32(16, 0x4e4f534a, true); // 'JSON'
  out.set(jsonBytes, 20);
  if (bin.length) {
    const at = 20 + jsonBytes.length;
    view.setUint32(at, binLength, true);
    view.setUint32(at + 4, 0x004e4942, true); // 'BIN\0'
    out.set(bin, at + 8);
  }
  return out;
}

/** Box sizes by key: the body is tall, eyes are small, anything else is a small cube. */
function boxSize(key: string): [number, number, number] {
  if (key.startsWith('body')) return [0.5, 1.6, 0.3];
  if (key.startsWith('eyes')) return [0.2, 0.06, 0.02];
  return [0.35, 0.35, 0.35];
}

/** A model: one box mesh (positions, normals, uvs) with a base colour from the key. */
function modelGlb(key: string): Uint8Array {
  const [sx, sy, sz] = boxSize(key).map((v) => v / 2) as [number, number, number];
  const faces: {
    n: [number, number, number];
    u: [number, number, number];
    v: [number, number, number];
  }[] = [
    { n: [1, 0, 0], u: [0, 0, -1], v: [0, 1, 0] },
    { n: [-1, 0, 0], u: [0, 0, 1], v: [0, 1, 0] },
    { n: [0, 1, 0], u: [1, 0, 0], v: [0, 0, -1] },
    { n: [0, -1, 0], u: [1, 0, 0], v: [0, 0, 1] },
    { n: [0, 0, 1], u: [1, 0, 0], v: [0, 1, 0] },
    { n: [0, 0, -1], u: [-1, 0, 0], v: [0, 1, 0] },
  ];
  const positions: number[] = [];
  const normals: number[] = [];
  const uvs: number[] = [];
  const indices: number[] = [];
  faces.forEach(({ n, u, v }, face) => {
    for (const [a, b] of [
      [-1, -1],
      [1, -1],
      [1, 1],
      [-1, 1],
    ] as const) {
      positions.push(
        (n[0] + a * u[0] + b * v[0]) * sx,
        (n[1] + a * u[1] + b * v[1]) * sy,
        (n[2] + a * u[2] + b * v[2]) * sz,
      );
      normals.push(...n);
      uvs.push((a + 1) / 2, (1 - b) / 2);
    }
    const base = face * 4;
    indices.push(base, base + 1, base + 2, base, base + 2, base + 3);
  });
  const floats = new Float32Array([...positions, ...normals, ...uvs]);
  const shorts = new Uint16Array(indices);
  const bin = new Uint8Array(floats.byteLength + shorts.byteLength);
  bin.set(new Uint8Array(floats.buffer), 0);
  bin.set(new Uint8Array(shorts.buffer), floats.byteLength);
  const vertexCount = positions.length / 3;
  const [r, g, b] = colourOf(key, 'model').map((c) => c / 255) as Rgb;
  return glb(
    {
      asset: { version: '2.0', generator: 'endless-mock' },
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ name: key, mesh: 0 }],
      meshes: [
        {
          name: key,
          primitives: [
            { attributes: { POSITION: 0, NORMAL: 1, TEXCOORD_0: 2 }, indices: 3, material: 0 },
          ],
        },
      ],
      materials: [
        {
          name: key,
          pbrMetallicRoughness: {
            baseColorFactor: [r, g, b, 1],
            metallicFactor: 0,
            roughnessFactor: 0.8,
          },
        },
      ],
      buffers: [{ byteLength: bin.length }],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: vertexCount * 12 },
        { buffer: 0, byteOffset: vertexCount * 12, byteLength: vertexCount * 12 },
        { buffer: 0, byteOffset: vertexCount * 24, byteLength: vertexCount * 8 },
        { buffer: 0, byteOffset: floats.byteLength, byteLength: shorts.byteLength },
      ],
      accessors: [
        {
          bufferView: 0,
          componentType: 5126,
          count: vertexCount,
          type: 'VEC3',
          min: [-sx, -sy, -sz],
          max: [sx, sy, sz],
        },
        { bufferView: 1, componentType: 5126, count: vertexCount, type: 'VEC3' },
        { bufferView: 2, componentType: 5126, count: vertexCount, type: 'VEC2' },
        { bufferView: 3, componentType: 5123, count: indices.length, type: 'SCALAR' },
      ],
    },
    bin,
  );
}

/** An animation clip named after the key: one root node that sways about Y over one second. */
function animationGlb(key: string): Uint8Array {
  const angle = ((hash(key) % 20) + 5) * (Math.PI / 180);
  const s = Math.sin(angle / 2);
  const c = Math.cos(angle / 2);
  const times = new Float32Array([0, 0.5, 1]);
  const rotations = new Float32Array([0, -s, 0, c, 0, s, 0, c, 0, -s, 0, c]);
  const bin = new Uint8Array(times.byteLength + rotations.byteLength);
  bin.set(new Uint8Array(times.buffer), 0);
  bin.set(new Uint8Array(rotations.buffer), times.byteLength);
  return glb(
    {
      asset: { version: '2.0', generator: 'endless-mock' },
      scene: 0,
      scenes: [{ nodes: [0] }],
      nodes: [{ name: 'root' }],
      animations: [
        {
          name: key,
          samplers: [{ input: 0, output: 1, interpolation: 'LINEAR' }],
          channels: [{ sampler: 0, target: { node: 0, path: 'rotation' } }],
        },
      ],
      buffers: [{ byteLength: bin.length }],
      bufferViews: [
        { buffer: 0, byteOffset: 0, byteLength: times.byteLength },
        { buffer: 0, byteOffset: times.byteLength, byteLength: rotations.byteLength },
      ],
      accessors: [
        { bufferView: 0, componentType: 5126, count: 3, type: 'SCALAR', min: [0], max: [1] },
        { bufferView: 1, componentType: 5126, count: 3, type: 'VEC4' },
      ],
    },
    bin,
  );
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
    const bytes = await picture(`render:${size}:${code}`, async () =>
      (await drawing()).avatarPng(avatarLookOf(code), size),
    );
    return bytesResponse(bytes, 'image/png');
  }),

  // Item pictures by `render_path` (e.g. `items/hats/3fa2…`), relative to `resources/`.
  http.get('*/resources/items/*', async ({ request }) => {
    const path = new URL(request.url).pathname.split('/resources/')[1] ?? '';
    if (!/^[A-Za-z0-9/._-]{1,200}$/.test(path)) return notFound();
    const look = itemLookOf(path);
    const bytes = await picture(`item:${path}:${look.kind}:${look.colour.join()}`, async () =>
      (await drawing()).itemPng(look),
    );
    return bytesResponse(bytes, 'image/png');
  }),

  http.get('*/resources/models/:file', ({ params }) => {
    const key = keyOf(params.file, '.glb');
    return key ? bytesResponse(modelGlb(key), 'model/gltf-binary') : notFound();
  }),

  http.get('*/resources/animations/:file', ({ params }) => {
    const key = keyOf(params.file, '.glb');
    return key ? bytesResponse(animationGlb(key), 'model/gltf-binary') : notFound();
  }),

  http.get('*/resources/textures/:file', ({ params }) => {
    const key = keyOf(params.file, '.png');
    return key ? bytesResponse(texturePng(key), 'image/png') : notFound();
  }),
];
