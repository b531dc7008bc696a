// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  CONTRAST_PAIRS,
  THEME_NAMES,
  contrastRatio,
  readCustomProperties,
  TEXT_CONTRAST,
} from './contrast';

/** WCAG 2.1 contrast checks for every text/background and UI-boundary pair the components use. */

function readTheme(name: string): Map<string, string> {
  return readCustomProperties(readFileSync(new URL(`./${name}.css`, import.meta.url), 'utf8'));
}

describe.each(THEME_NAMES)('%s theme', (name) => {
  const vars = readTheme(name);
  const color = (token: string) => {
    const value = vars.get(`--ui-color-${token}`);
    if (!value) throw new Error(`${name} theme misses --ui-color-${token}`);
    return value;
  };

  it('defines the same variables as the default theme', () => {
    expect([...vars.keys()].sort()).toEqual([...readTheme('default').keys()].sort());
  });

  it('declares only colour tokens', () => {
    expect([...vars.keys()].filter((key) => !key.startsWith('--ui-color-'))).toEqual([]);
  });

  const cases = CONTRAST_PAIRS.flatMap(({ foreground, backgrounds, minimum }) =>
    backgrounds.map((bg) => [foreground, bg, minimum] as const),
  );
  it.each(cases)('%s on %s reaches %s:1', (fg, bg, min) => {
    expect(contrastRatio(color(fg), color(bg))).toBeGreaterThanOrEqual(min);
  });
});

describe('readCustomProperties', () => {
  it('skips comments and media-query overrides, and joins multi-line values', () => {
    const vars = readCustomProperties(`:root {
      /* --ui-commented: 1px; */
      --ui-font: a,
        b;
      --ui-duration: 120ms;
    }
    @media (prefers-reduced-motion: reduce) { :root { --ui-duration: 0ms; } }`);
    expect(Object.fromEntries(vars)).toEqual({ '--ui-font': 'a, b', '--ui-duration': '120ms' });
  });

  it('knows text pairs by their ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(TEXT_CONTRAST).toBe(4.5);
  });
});
