// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/** WCAG 2.1 contrast checks for every text/background and UI-boundary pair the components use. */

const THEME_FILES = ['default', 'blue', 'grey'] as const;

function readTheme(name: string): Map<string, string> {
  const css = readFileSync(new URL(`./${name}.css`, import.meta.url), 'utf8');
  const vars = new Map<string, string>();
  for (const match of css.matchAll(/(--ui-color-[\w-]+):\s*([^;]+);/g)) {
    vars.set(match[1]!, match[2]!.trim());
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

export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

const SURFACES = ['bg', 'surface', 'surface-raised', 'surface-sunken'];
const TEXT = 4.5;
const NON_TEXT = 3;

// [foreground, backgrounds, minimum ratio]
const PAIRS: [string, string[], number][] = [
  [
    'text',
    [...SURFACES, 'danger-surface', 'warning-surface', 'success-surface', 'info-surface'],
    TEXT,
  ],
  ['text-muted', [...SURFACES, 'info-surface'], TEXT],
  ['accent-text', SURFACES, TEXT],
  ['on-accent', ['accent', 'accent-hover'], TEXT],
  ['on-danger', ['danger'], TEXT],
  ['danger', [...SURFACES, 'danger-surface'], TEXT],
  ['warning', [...SURFACES, 'warning-surface'], TEXT],
  ['success', [...SURFACES, 'success-surface'], TEXT],
  ['border-strong', SURFACES, NON_TEXT],
  // Rings are drawn with an offset, so they sit on the surface rather than on the control.
  ['focus-ring', SURFACES, NON_TEXT],
  ['accent', ['bg', 'surface', 'surface-raised'], NON_TEXT],
  ['status-online', SURFACES, NON_TEXT],
  ['status-away', SURFACES, NON_TEXT],
  ['status-busy', SURFACES, NON_TEXT],
  ['status-offline', SURFACES, NON_TEXT],
];

describe.each(THEME_FILES)('%s theme', (name) => {
  const vars = readTheme(name);
  const color = (token: string) => {
    const value = vars.get(`--ui-color-${token}`);
    if (!value) throw new Error(`${name} theme misses --ui-color-${token}`);
    return value;
  };

  it('defines the same variables as the default theme', () => {
    expect([...vars.keys()].sort()).toEqual([...readTheme('default').keys()].sort());
  });

  const cases = PAIRS.flatMap(([fg, bgs, min]) => bgs.map((bg) => [fg, bg, min] as const));
  it.each(cases)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(min);
  });
});
