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

/**
 * The axe rules a theme can change. The three themes differ only in colour custom properties
 * (packages/ui/src/themes/*.css), so a screen already scanned whole in one theme is scanned in
 * the others for these alone, not again for rules no theme changes.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'];
