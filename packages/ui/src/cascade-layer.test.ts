// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The reset and every component's rules are in the cascade layer `ui` (styles.css says why): an
// app's class must override them whatever order lazy routes load the stylesheets in. Tokens, themes
// and fonts declare only custom properties and font faces, which no app rule competes with.
const UNLAYERED = new Set([
  'tokens/fonts.css',
  'tokens/tokens.css',
  'themes/default.css',
  'themes/blue.css',
  'themes/grey.css',
]);

const source = fileURLToPath(new URL('.', import.meta.url));
const stylesheets = readdirSync(source, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.css') && !UNLAYERED.has(file.replaceAll('\\', '/')))
  .sort();

/** The stylesheet without comments and `@import`s: what must be one `@layer ui { … }` block. */
function rulesOf(file: string): string {
  return readFileSync(`${source}${file}`, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/@import[^;]*;/g, '')
    .trim();
}

/** Where the block opened at `open` closes (braces in strings do not occur in these files). */
function closingBrace(css: string, open: number): number {
  let depth = 0;
  for (let index = open; index < css.length; index++) {
    if (css[index] === '{') depth++;
    else if (css[index] === '}' && --depth === 0) return index;
  }
  return -1;
}

describe('ui stylesheets', () => {
  it('finds the component stylesheets', () => {
    expect(stylesheets).toContain('components/card/card.css');
    expect(stylesheets).toContain('styles.css');
  });

  it.each(stylesheets)('%s holds its rules in @layer ui', (file) => {
    const css = rulesOf(file);
    expect(css.startsWith('@layer ui {'), 'the rules begin with @layer ui {').toBe(true);
    expect(closingBrace(css, css.indexOf('{')), 'the layer closes at the end').toBe(css.length - 1);
  });
});
