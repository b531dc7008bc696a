// The axe engine that @axe-core/playwright's AxeBuilder injects, read once. The story check and the
// journeys inject it once per document and call axe.run themselves: AxeBuilder evaluates the
// 570 KB source twice on every scan, which took longer than the scan itself.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

const requireFromAxeBuilder = createRequire(
  createRequire(import.meta.url).resolve('@axe-core/playwright'),
);

export const AXE_SOURCE = await readFile(
  requireFromAxeBuilder.resolve('axe-core/axe.min.js'),
  'utf8',
);
