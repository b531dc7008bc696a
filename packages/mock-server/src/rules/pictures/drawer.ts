import { assetMaker } from '../asset-worker.ts';
import type { DrawRequest } from './draw.ts';

/** Draws a picture, in the page's drawing worker where there is one (`asset-worker.ts`). */
export const drawPicture = assetMaker<DrawRequest>(
  () =>
    new Worker(new URL('./draw-worker.ts', import.meta.url), {
      type: 'module',
      name: 'endless-mock-pictures',
    }),
  async (job) => (await import('./draw.ts')).draw(job),
);
