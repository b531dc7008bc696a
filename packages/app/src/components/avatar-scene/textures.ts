import { NoColorSpace, SRGBColorSpace, TextureLoader, type Texture } from 'three';

const loader = new TextureLoader().setCrossOrigin('anonymous');
const cache = new Map<string, Promise<Texture | null>>();

/**
 * A texture from the content host, shared by every part that uses the key. A missing texture
 * resolves to null: the part keeps its flat colour rather than never becoming ready.
 */
export function loadTexture(url: string, colour: boolean): Promise<Texture | null> {
  let pending = cache.get(url);
  if (!pending) {
    pending = loader.loadAsync(url).then(
      (texture) => {
        texture.colorSpace = colour ? SRGBColorSpace : NoColorSpace;
        return texture;
      },
      () => null,
    );
    cache.set(url, pending);
  }
  return pending;
}

export const textureUrl = (contentUrl: string, key: string) =>
  `${contentUrl}/resources/textures/${encodeURIComponent(key)}.png`;
