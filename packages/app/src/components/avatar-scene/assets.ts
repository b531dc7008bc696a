import {
  NoColorSpace,
  SRGBColorSpace,
  TextureLoader,
  type AnimationClip,
  type Material,
  type Mesh,
  type Texture,
} from 'three';
import { GLTFLoader, type GLTF } from 'three/examples/jsm/loaders/GLTFLoader.js';

/**
 * The content host's assets, each loaded once per URL and shared by every scene that shows it;
 * the last scene to let go disposes it. A failed load is forgotten, so a later scene retries.
 */
export interface Lease<T> {
  ready: Promise<T>;
  release: () => void;
}

interface Entry<T> {
  ready: Promise<T>;
  users: number;
}

function sharedCache<T>(load: (url: string) => Promise<T>, dispose: (asset: T) => void) {
  const entries = new Map<string, Entry<T>>();
  return (url: string): Lease<T> => {
    let entry = entries.get(url);
    if (!entry) {
      const created: Entry<T> = { ready: load(url), users: 0 };
      created.ready.catch(() => {
        if (entries.get(url) === created) entries.delete(url);
      });
      entries.set(url, created);
      entry = created;
    }
    const held = entry;
    held.users += 1;
    let released = false;
    return {
      ready: held.ready,
      release: () => {
        if (released) return;
        released = true;
        held.users -= 1;
        if (held.users > 0 || entries.get(url) !== held) return;
        entries.delete(url);
        held.ready.then(dispose, () => undefined);
      },
    };
  };
}

const gltfLoader = new GLTFLoader().setCrossOrigin('anonymous');
const textureLoader = new TextureLoader().setCrossOrigin('anonymous');

const disposeMaterial = (material: Material) => {
  for (const value of Object.values(material)) if (isTexture(value)) value.dispose();
  material.dispose();
};
const isTexture = (value: unknown): value is Texture =>
  typeof value === 'object' && value !== null && (value as Texture).isTexture === true;

/** A model (body, eyes, slot item); its geometries and materials go with the last user. */
export const leaseModel = sharedCache<GLTF>(
  (url) => gltfLoader.loadAsync(url),
  (gltf) =>
    gltf.scene.traverse((node) => {
      const mesh = node as Mesh;
      if (!mesh.isMesh) return;
      mesh.geometry.dispose();
      [mesh.material].flat().forEach(disposeMaterial);
    }),
);

/** An animation clip: the file's first animation. */
export const leaseClip = sharedCache<AnimationClip>(
  async (url) => {
    const clip = (await gltfLoader.loadAsync(url)).animations[0];
    if (!clip) throw new Error(`${url} holds no animation`);
    return clip;
  },
  () => undefined,
);

/** Textures: diffuse maps are colour (sRGB), normal and ORM maps are data; one cache each. */
const textureCache = (colourSpace: typeof SRGBColorSpace | typeof NoColorSpace) =>
  sharedCache<Texture>(
    async (url) => {
      const texture = await textureLoader.loadAsync(url);
      texture.colorSpace = colourSpace;
      return texture;
    },
    (texture) => texture.dispose(),
  );
export const leaseColourMap = textureCache(SRGBColorSpace);
export const leaseDataMap = textureCache(NoColorSpace);

const asset = (contentUrl: string, folder: string, key: string, extension: string) =>
  `${contentUrl}/resources/${folder}/${encodeURIComponent(key)}${extension}`;
export const modelUrl = (contentUrl: string, key: string) =>
  asset(contentUrl, 'models', key, '.glb');
export const clipUrl = (contentUrl: string, key: string) =>
  asset(contentUrl, 'animations', key, '.glb');
export const textureUrl = (contentUrl: string, key: string) =>
  asset(contentUrl, 'textures', key, '.png');

const logged = new Set<string>();
/** Says once per asset that it failed, and that a stand-in shows in its place. */
export function logFailure(what: string, url: string, error: unknown): void {
  if (logged.has(url)) return;
  logged.add(url);
  console.warn(`Avatar: the ${what} at ${url} did not load (${String(error)}); a stand-in shows.`);
}
