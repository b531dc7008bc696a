// Screenshots for a person to look at (`test-results/screenshots/<name>.png`), compared with
// nothing: taken only when E2E_SCREENSHOTS=1. dashboard.e2e.ts ran 33.5 s with its six full-page
// shots and 27.9 s without, for pictures nobody opens in CI. A failed journey's own screenshot
// (test-results/failures/) is always taken.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from 'playwright-core';

const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const WANTED = process.env.E2E_SCREENSHOTS === '1';

export async function reviewShot(
  target: Page | Locator,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  if (!WANTED) return;
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = `${SCREENSHOTS}${name}.png`;
  await ('goto' in target ? target.screenshot({ path, fullPage }) : target.screenshot({ path }));
}
