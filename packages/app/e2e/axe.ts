// Accessibility scan of the current page with axe-core (WCAG 2.1 A and AA rules), alone or in every
// theme with a screenshot for review.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { AXE_SOURCE, THEME_RULES } from '../../../scripts/axe-source.mjs';
import { reviewShot } from './review-shot';

export interface AxeViolationSummary {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What the scan uses of axe-core's API (axe-core is @axe-core/playwright's, not ours to import). */
interface AxeEngine {
  run(
    context: Document,
    options: { runOnly: { type: 'tag' | 'rule'; values: string[] }; resultTypes: ['violations'] },
  ): Promise<{
    violations: Array<{
      id: string;
      impact?: string | null;
      help: string;
      nodes: Array<{ target: string[] }>;
    }>;
  }>;
}

/** Violations of WCAG 2.1 A and AA on the page, or of `onlyRules` among them. */
export async function scanAccessibility(
  page: Page,
  onlyRules?: readonly string[],
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
    // Once per document: the engine stays in the page for the next scan (another theme).
    if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
    return await page.evaluate(
      async ({ tags, rules }) => {
        const { axe } = window as unknown as { axe: AxeEngine };
        // Only violations: node lists for passes would cost time for nothing.
        const results = await axe.run(document, {
          runOnly: rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags },
          resultTypes: ['violations'],
        });
        // A compact summary keeps test failures readable.
        return results.violations.map((violation) => ({
          id: violation.id,
          impact: violation.impact,
          help: violation.help,
          targets: violation.nodes.map((node) => node.target.join(' ')),
        }));
      },
      { tags: WCAG_21_AA_TAGS, rules: onlyRules ? [...onlyRules] : undefined },
    );
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

export const THEMES = ['default', 'blue', 'grey'] as const;

/**
 * Axe and, with E2E_SCREENSHOTS=1, a full-page screenshot for review (`<name>-<theme>`) in
 * each of the three themes, set on the theme wrapper as the account sync sets it: every rule in
 * the first theme, the rules a theme can change (THEME_RULES) in the others.
 */
export async function checkInEveryTheme(page: Page, name: string): Promise<void> {
  // Long lists render their items as they near the viewport (content-visibility: auto): drawn all
  // at once, as after a visitor has scrolled through, so axe measures them and the shot shows them.
  await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
  for (const theme of THEMES) {
    await page
      .locator('.ui-theme')
      .first()
      .evaluate((element, value) => element.setAttribute('data-theme', value), theme);
    const onlyRules = theme === THEMES[0] ? undefined : THEME_RULES;
    expect(await scanAccessibility(page, onlyRules), `${name} in ${theme}`).toEqual([]);
    await reviewShot(page, `${name}-${theme}`, { fullPage: true });
  }
}
