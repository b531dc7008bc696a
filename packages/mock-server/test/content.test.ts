import { inflateSync } from 'node:zlib';
import { WebIO, type Document } from '@gltf-transform/core';
import { describe, expect, it } from 'vitest';
import { db } from '../src/db/index.ts';
import { itemModelKey } from '../src/rules/character.ts';
import { diffuseColours } from '../src/rules/pictures/colour.ts';
import { setupForumsServer, API } from './support.ts';

setupForumsServer();

const MEMBER = 1;

/** Decodes the content host's PNGs (8-bit RGBA, filters None or Sub) to width, height and RGBA. */
function decodePng(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const width = view.getUint32(16);
  const height = view.getUint32(20);
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'IDAT') {
      idat.push(bytes.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * 4;
  const rgba = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const left = filter === 1 && x >= 4 ? (rgba[y * stride + x - 4] ?? 0) : 0;
      rgba[y * stride + x] = ((raw[y * (stride + 1) + 1 + x] ?? 0) + left) & 0xff;
    }
  }
  return { width, height, rgba };
}

const get = async (path: string) => {
  const response = await fetch(`${API}/resources/${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toBe('image/png');
  return new Uint8Array(await response.arrayBuffer());
};
const listingOf = (type: number) => db.listings.findFirst((q) => q.where({ listing_type: type }));

describe('content host pictures', () => {
  it('serves one picture of an item, byte for byte, on every request', async () => {
    const path = listingOf(16)?.render_path ?? '';
    expect(path).toMatch(/^items\/shoes\//);
    const first = await get(path);
    expect(await get(path)).toEqual(first);
    expect(decodePng(first)).toMatchObject({ width: 128, height: 128 });
  });

  it('draws items of different kinds in different shapes', async () => {
    const masks = await Promise.all(
      [3, 11, 16].map(async (type) => {
        const { rgba } = decodePng(await get(listingOf(type)?.render_path ?? ''));
        return Array.from({ length: rgba.length / 4 }, (_, i) => (rgba[i * 4 + 3] ?? 0) > 127);
      }),
    );
    const [hat = [], shirt = [], shoes = []] = masks;
    const differing = (a: boolean[], b: boolean[]) =>
      a.filter((v, i) => v !== b[i]).length / a.filter((v, i) => v || b[i]).length;
    expect(differing(hat, shirt)).toBeGreaterThan(0.2);
    expect(differing(shirt, shoes)).toBeGreaterThan(0.2);
    expect(differing(hat, shoes)).toBeGreaterThan(0.2);
  });

  it("renders a seeded user wearing its hat and shirt in the 3D scene's colours", async () => {
    const member = db.accounts.findFirst((q) => q.where({ id: MEMBER }));
    const worn = (db.outfits.findFirst((q) => q.where({ account_id: MEMBER }))?.items ?? []).map(
      (uuid) => db.listings.findFirst((q) => q.where({ uuid })),
    );
    const colourOf = (type: number) => {
      const listing = worn.find((l) => l?.listing_type === type);
      const [a, b] = diffuseColours(`${itemModelKey({ pa_uuid: listing?.pa_uuid ?? '' })}_d`);
      return a.map((v, i) => (v + (b[i] ?? 0)) / 2);
    };
    const { width, rgba } = decodePng(await get(`renders/half/${member?.half_render}.png`));
    /** Same hue and about the same brightness (the drawing shades by up to a quarter). */
    const near = (x: number, y: number, expected: number[]) => {
      const got = Array.from(rgba.subarray((y * width + x) * 4, (y * width + x) * 4 + 3));
      const sum = (c: number[]) => c.reduce((s, v) => s + v, 0);
      const ratio = sum(got) / sum(expected);
      const hue = got.every(
        (v, i) => Math.abs(v / sum(got) - (expected[i] ?? 0) / sum(expected)) < 0.04,
      );
      return hue && ratio > 0.7 && ratio < 1.3;
    };
    // World (0, 2.07) is inside every hat shape; (0, 1.3) is the chest.
    expect(near(120, 40, colourOf(3)), 'hat').toBe(true);
    expect(near(120, 190, colourOf(11)), 'shirt').toBe(true);
    expect(near(120, 190, colourOf(3)), 'the shirt is not the hat').toBe(false);
  });
});

describe('content host models', () => {
  const model = async (key: string) => {
    const response = await fetch(`${API}/resources/models/${key}.glb`);
    expect(response.status, key).toBe(200);
    expect(response.headers.get('content-type')).toBe('model/gltf-binary');
    return new WebIO().readBinary(new Uint8Array(await response.arrayBuffer()));
  };
  /** The joints a model's vertices are bound to. */
  const jointsOf = (doc: Document) => {
    const joints = doc.getRoot().listSkins()[0]?.listJoints() ?? [];
    const used = new Set<string>();
    for (const primitive of doc.getRoot().listMeshes()[0]?.listPrimitives() ?? []) {
      const bound = primitive.getAttribute('JOINTS_0');
      for (let i = 0; i < (bound?.getCount() ?? 0); i++) {
        used.add(joints[bound?.getElement(i, [])[0] ?? 0]?.getName() ?? '');
      }
    }
    return used;
  };

  it("builds a listing's model as its kind, in its picture's colour", async () => {
    for (const [type, joints] of [
      [3, ['head']],
      [6, ['head']],
      [16, ['legLeft', 'legRight']],
    ] as const) {
      const listing = listingOf(type);
      const key = itemModelKey({ pa_uuid: listing?.pa_uuid ?? '' });
      const doc = await model(key);
      expect(jointsOf(doc), `type ${type}`).toEqual(new Set(joints));
      // The material is the picture's colour: the average of the diffuse map's two colours.
      const [a, b] = diffuseColours(`${key}_d`);
      const picture = a.map((v, i) => (v + (b[i] ?? 0)) / 2 / 255);
      const srgb = (doc.getRoot().listMaterials()[0]?.getBaseColorFactor() ?? [])
        .slice(0, 3)
        .map((c) => (c <= 0.0031308 ? c * 12.92 : 1.055 * c ** (1 / 2.4) - 0.055));
      srgb.forEach((c, i) => expect(c).toBeCloseTo(picture[i] ?? 0, 2));
    }
  });

  it('builds the body, eyes and keys named by kind, the same bytes every time', async () => {
    expect(jointsOf(await model('body_01')).size).toBe(6);
    expect(jointsOf(await model('eyes_01'))).toEqual(new Set(['head']));
    expect(jointsOf(await model('shoes_run'))).toEqual(new Set(['legLeft', 'legRight']));
    const bytes = async () =>
      new Uint8Array(await (await fetch(`${API}/resources/animations/wave_01.glb`)).arrayBuffer());
    expect(await bytes()).toEqual(await bytes());
  });
});
