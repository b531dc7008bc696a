import { describe, expect, it } from 'vitest';
import { measure } from './check-code-size.mjs';

/** A function of `size` lines, preceded by `above` lines. */
const longFunction = (size, above = []) =>
  [...above, 'export function step() {', ...Array(size - 2).fill('  work();'), '}', ''].join('\n');

describe('measure', () => {
  it('reports a function over 100 lines without a reason, and not one of 100', () => {
    expect(measure('a.ts', longFunction(100))).toEqual([]);
    expect(measure('a.ts', longFunction(101))).toEqual([
      { file: 'a.ts', line: 1, name: 'step', lines: 101, reasoned: false },
    ]);
  });

  it('takes a `// Long:` line among the comments directly above, JSDoc between or not', () => {
    const reasoned = (above) => measure('a.ts', longFunction(101, above))[0].reasoned;
    expect(reasoned(['// Long: one flow, read top to bottom.'])).toBe(true);
    expect(reasoned(['// Long: why.', '/**', ' * What it does.', ' */'])).toBe(true);
    expect(reasoned(['// Long: why.', '', '/** What it does. */'])).toBe(false);
    expect(reasoned(['// This is long.'])).toBe(false);
  });

  it('names a method by its object, and looks above the `const` holding an arrow', () => {
    const body = Array(101).fill('    work();');
    const text = ['// Long: why.', 'const scenario = {', '  run: () => {', ...body, '  },', '};'];
    expect(measure('a.ts', text.join('\n'))).toMatchObject([
      { name: 'scenario.run', reasoned: false },
    ]);
    const arrow = ['// Long: why.', 'export const run = async () => {', ...body, '};'];
    expect(measure('a.ts', arrow.join('\n'))).toMatchObject([{ name: 'run', reasoned: true }]);
  });

  it('skips describe callbacks, and reports a file over 400 lines unless its first 5 say why', () => {
    const suite = ['describe("x", () => {', ...Array(500).fill('  it("y", () => {});'), '});'];
    expect(measure('a.test.ts', suite.join('\n'))).toMatchObject([{ name: '(file)', lines: 502 }]);
    const reasoned = ['// Long: a table of cases.', ...suite].join('\n');
    expect(measure('a.test.ts', reasoned)).toMatchObject([{ name: '(file)', reasoned: true }]);
  });
});
