/**
 * WCAG 2.1 contrast of the themes' colour tokens: which foreground token is drawn on which
 * background token, and the ratio each pair must reach. The themes' contrast test asserts these
 * pairs; the tokens page in Storybook shows them with their ratios.
 */

export const THEME_NAMES = ['default', 'blue', 'grey'] as const;

/** Minimum ratio for text (WCAG 1.4.3, AA). */
export const TEXT_CONTRAST = 4.5;
/** Minimum ratio for UI boundaries, focus rings and status marks (WCAG 1.4.11). */
export const NON_TEXT_CONTRAST = 3;

const SURFACES = ['bg', 'surface', 'surface-raised', 'surface-sunken'];

/** A foreground colour token, the background tokens it is drawn on and the ratio it must reach. */
export interface ContrastPair {
  foreground: string;
  backgrounds: readonly string[];
  minimum: number;
}

/** Every text/background and UI-boundary pair the components use (token names without `--ui-color-`). */
export const CONTRAST_PAIRS: readonly ContrastPair[] = [
  {
    foreground: 'text',
    backgrounds: [
      ...SURFACES,
      'danger-surface',
      'warning-surface',
      'success-surface',
      'info-surface',
    ],
    minimum: TEXT_CONTRAST,
  },
  { foreground: 'text-muted', backgrounds: [...SURFACES, 'info-surface'], minimum: TEXT_CONTRAST },
  { foreground: 'accent-text', backgrounds: SURFACES, minimum: TEXT_CONTRAST },
  { foreground: 'on-accent', backgrounds: ['accent', 'accent-hover'], minimum: TEXT_CONTRAST },
  { foreground: 'on-danger', backgrounds: ['danger'], minimum: TEXT_CONTRAST },
  { foreground: 'danger', backgrounds: [...SURFACES, 'danger-surface'], minimum: TEXT_CONTRAST },
  { foreground: 'warning', backgrounds: [...SURFACES, 'warning-surface'], minimum: TEXT_CONTRAST },
  { foreground: 'success', backgrounds: [...SURFACES, 'success-surface'], minimum: TEXT_CONTRAST },
  { foreground: 'border-strong', backgrounds: SURFACES, minimum: NON_TEXT_CONTRAST },
  // Rings are drawn with an offset, so they sit on the surface rather than on the control.
  { foreground: 'focus-ring', backgrounds: SURFACES, minimum: NON_TEXT_CONTRAST },
  {
    foreground: 'accent',
    backgrounds: ['bg', 'surface', 'surface-raised'],
    minimum: NON_TEXT_CONTRAST,
  },
  { foreground: 'status-online', backgrounds: SURFACES, minimum: NON_TEXT_CONTRAST },
  { foreground: 'status-away', backgrounds: SURFACES, minimum: NON_TEXT_CONTRAST },
  { foreground: 'status-busy', backgrounds: SURFACES, minimum: NON_TEXT_CONTRAST },
  { foreground: 'status-offline', backgrounds: SURFACES, minimum: NON_TEXT_CONTRAST },
];

/** The custom properties (`--ui-…`) a stylesheet declares, in order; later declarations win. */
export function readCustomProperties(css: string): Map<string, string> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  // Media-query overrides (reduced motion) are not the token's value.
  const withoutMedia = withoutComments.replace(/@media[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  const vars = new Map<string, string>();
  for (const match of withoutMedia.matchAll(/(--ui-[\w-]+):\s*([^;]+);/g)) {
    vars.set(match[1]!, match[2]!.replace(/\s+/g, ' ').trim());
  }
  return vars;
}

function luminance(hex: string): number {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [m[1]!, m[2]!, m[3]!].map((part) => {
    const c = parseInt(part, 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio of two `#rrggbb` colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
