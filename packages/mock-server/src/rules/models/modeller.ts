import { assetMaker } from '../asset-worker.ts';
import type { ModelRequest } from './build.ts';

/**
 * Builds a model or clip GLB, in the page's model worker where there is one (`asset-worker.ts`).
 * three.js and glTF-Transform load with the first.
 */
export const buildModel = assetMaker<ModelRequest>(
  () =>
    new Worker(new URL('./model-worker.ts', import.meta.url), {
      type: 'module',
      name: 'endless-mock-models',
    }),
  async (job) => (await import('./build.ts')).build(job),
);
