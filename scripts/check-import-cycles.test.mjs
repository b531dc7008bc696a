import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findImportCycles } from './check-import-cycles.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A throwaway workspace: files by relative path; returns their absolute paths. */
function workspace(files) {
  root = mkdtempSync(join(tmpdir(), 'cycles-'));
  return Object.entries(files).map(([path, text]) => {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
}

describe('findImportCycles', () => {
  it('reports a cycle through a static import, a re-export and a dynamic import', () => {
    const files = workspace({
      'a.ts': "import { b } from './b';\nexport const a = b;",
      'b.ts': "export * from './c';\nexport const b = 1;",
      'c.tsx': "export const load = () => import('./a');",
      'd.ts': "import { a } from './a';\nexport const d = a;",
    });
    expect(findImportCycles(root, files)).toEqual([['a.ts', 'b.ts', 'c.tsx']]);
  });

  it('ignores type-only imports, which TypeScript erases', () => {
    const files = workspace({
      'a.ts': "import type { B } from './b';\nexport type A = B;\nexport const a = 1;",
      'b.ts': "import { type A } from './a';\nexport type B = A;\nexport const b = 2;",
    });
    expect(findImportCycles(root, files)).toEqual([]);
  });
});
