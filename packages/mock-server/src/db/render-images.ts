/**
 * Uploaded avatar renders, by render key and size, served by the content handlers. Kept in memory
 * and out of database snapshots on purpose: images are large, and a key that lost its image still
 * gets a generated one.
 */
export interface RenderImage {
  contentType: 'image/png' | 'image/jpeg';
  bytes: Uint8Array;
}

export type RenderSize = 'full' | 'half';

const images = new Map<string, RenderImage>();

export const renderImages = {
  get: (size: RenderSize, key: string): RenderImage | undefined => images.get(`${size}/${key}`),
  set: (size: RenderSize, key: string, image: RenderImage): void => {
    images.set(`${size}/${key}`, image);
  },
};
