// Accessibility scan of the current page with axe-core (WCAG 2.1 A and AA rules), alone or in every
// theme with a screenshot for review.
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/**
 * The rules whose outcome a theme can change: themes set colours only, so names, roles, structure
 * and the rest are the same in every theme and are checked once.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function scanAccessibility(
  page: Page,
  { coloursOnly = false }: { coloursOnly?: boolean } = {},
): Promise<AxeViolationSummary[]> {
  // Axe reads colours as painted: a toast fading in (the version notice follows the API ping and
  // may arrive mid-scan) or a theme transition would be measured half-transparent. Motion is off
  // for the scan, and what is already moving finishes first; endless loaders are left running.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    const builder = new AxeBuilder({ page });
    const results = await (
      coloursOnly
        ? builder.withRules(COLOUR_RULES)
        : builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    ).analyze();
    // A compact summary keeps test failures readable.
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

export const THEMES = ['default', 'blue', 'grey'] as const;
const SCREENSHOTS = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));

/**
 * Axe and a full-page screenshot for review (`test-results/screenshots/<name>-<theme>.png`) in
 * each of the three themes, set on the theme wrapper as the account sync sets it: every rule in
 * the first theme, the colour rules in the others.
 */
export async function checkInEveryTheme(page: Page, name: string): Promise<void> {
  await mkdir(SCREENSHOTS, { recursive: true });
  // Long lists render their items as they near the viewport (content-visibility: auto): drawn all
  // at once, as after a visitor has scrolled through, so axe measures them and the shot shows them.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  for (const theme of THEMES) {
    await page
      .locator('.ui-theme')
      .first()
      .evaluate((element, value) => element.setAttribute('data-theme', value), theme);
    const coloursOnly = theme !== THEMES[0];
    expect(await scanAccessibility(page, { coloursOnly }), `${name} in ${theme}`).toEqual([]);
    await page.screenshot({ path: `${SCREENSHOTS}${name}-${theme}.png`, fullPage: true });
  }
}
