import { HttpResponse, http } from 'msw';
import { renderImages, type RenderSize } from '../db/render-images.ts';
import { encodePng } from '../rules/png.ts';

/**
 * The content host (outside the contract; see the README): images and 3D assets by key, so the app
 * never needs the internet. Uploaded renders are served as uploaded; every other key gets a small
 * asset generated from the key, the same bytes every time.
 */

const KEY = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const CACHE = { 'cache-control': 'public, max-age=86400' };

type Rgb = [number, number, number];

/** FNV-1a: a stable 32-bit hash of the key. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** A colour picked from the key (`salt` gives the same key different colours). */
function colourOf(key: string, salt: string, lightness = 0.55): Rgb {
  const hue = hash(`${salt}:${key}`) % 360;
  const c = (1 - Math.abs(2 * lightness - 1)) * 0.6;
  const x = c * (1 - Math.abs(((hue / 60) % 2) - 1));
  const m = lightness - c / 2;
  const [r, g, b] =
    hue < 60
      ? [c, x, 0]
      : hue < 120
        ? [x, c, 0]
        : hue < 180
          ? [0, c, x]
          : hue < 240
            ? [0, x, c]
            : hue < 300
              ? [x, 0, c]
              : [c, 0, x];
  return [r, g, b].map((v) => Math.round((v + m) * 255)) as Rgb;
}

const SKIN_TONES: Rgb[] = [
  [241, 194, 125],
  [224, 172, 105],
  [198, 134, 66],
  [141, 85, 36],
  [255, 219, 172],
];

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
  circle(cx: number, cy: number, radius: number, colour: Rgb) {
    for (let y = cy - radius; y <= cy + radius; y++) {
      for (let x = cx - radius; x <= cx + radius; x++) {
        if ((x - cx) ** 2 + (y - cy) ** 2 <= radius ** 2) this.set(x, y, colour);
      }
    }
  }
  png() {
    return encodePng(this.width, this.height, this.rgba);
  }
}

/** A blocky avatar from the key: full body 120×170, or head and shoulders 120×120. */
function avatarPng(key: string, size: RenderSize): Uint8Array {
  const skin = SKIN_TONES[hash(`skin:${key}`) % SKIN_TONES.length] ?? [241, 194, 125];
  const shirt = colourOf(key, 'shirt');
  const pants = colourOf(key, 'pants', 0.35);
  const eyes: Rgb = [40, 30, 20];
  const canvas = new Canvas(120, size === 'full' ? 170 : 120, colourOf(key, 'bg', 0.88));
  const headY = size === 'full' ? 38 : 50;
  canvas.rect(30, headY + 26, 60, size === 'full' ? 62 : 60, shirt);
  if (size === 'full') {
    canvas.rect(16, headY + 28, 14, 50, shirt);
    canvas.rect(90, headY + 28, 14, 50, shirt);
    canvas.rect(34, headY + 88, 24, 44, pants);
    canvas.rect(62, headY + 88, 24, 44, pants);
  }
  canvas.circle(60, headY, 26, skin);
  canvas.rect(49, headY - 4, 6, 6, eyes);
  canvas.rect(65, headY - 4, 6, 6, eyes);
  return canvas.png();
}

/** An item image: a coloured badge on a light background, 96×96. */
function itemPng(path: string): Uint8Array {
  const canvas = new Canvas(96, 96, [236, 238, 242]);
  canvas.circle(48, 48, 34, colourOf(path, 'item'));
  canvas.circle(48, 48, 16, colourOf(path, 'accent', 0.75));
  return canvas.png();
}

/** A 16×16 texture: a flat normal map (`…_n`), an ORM map (`…_orm`) or a checked diffuse map. */
function texturePng(key: string): Uint8Array {
  if (key.endsWith('_n')) return new Canvas(16, 16, [128, 128, 255]).png();
  if (key.endsWith('_orm')) return new Canvas(16, 16, [255, 204, 0]).png();
  const canvas = new Canvas(16, 16, colourOf(key, 'diffuse', 0.6));
  const check = colourOf(key, 'diffuse', 0.5);
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
  http.get('*/resources/renders/:size/:file', ({ params }) => {
    const key = keyOf(params.file, '.png');
    const size = params.size;
    if (!key || (size !== 'full' && size !== 'half')) return notFound();
    const uploaded = renderImages.get(size, key);
    return uploaded
      ? bytesResponse(uploaded.bytes, uploaded.contentType)
      : bytesResponse(avatarPng(key, size), 'image/png');
  }),

  // Item images by `render_path` (e.g. `items/3fa2…`), relative to `resources/`.
  http.get('*/resources/items/*', ({ request }) => {
    const path = new URL(request.url).pathname.split('/resources/')[1] ?? '';
    return /^[A-Za-z0-9/._-]{1,200}$/.test(path)
      ? bytesResponse(itemPng(path), 'image/png')
      : notFound();
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
