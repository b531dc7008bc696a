import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBorrowedClasses } from './check-css-imports.mjs';

let root;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A throwaway workspace: files by relative path; returns their absolute paths. */
function workspace(files) {
  root = mkdtempSync(join(tmpdir(), 'css-imports-'));
  return Object.entries(files).map(([path, text]) => {
    const file = join(root, path);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
}

const FIELD_CSS = '/* .ui-note in a comment */\n.ui-control { border: 1px solid; }\n';
const FEATURE_CSS = '@media (width > 40rem) { .shop-card__title { font-size: 1.2em; } }\n';

describe('findBorrowedClasses', () => {
  it('reports a component that uses a class of a stylesheet it does not import', () => {
    const files = workspace({
      'packages/ui/src/field/field.css': FIELD_CSS,
      'packages/ui/src/field/field.tsx': "import './field.css';\nexport const f = 'ui-control';",
      'packages/ui/src/select/select.tsx': 'export const s = `ui-control ${"x"}ui-note`;',
    });
    expect(findBorrowedClasses(root, files)).toEqual([
      'packages/ui/src/select/select.tsx: .ui-control (packages/ui/src/field/field.css)',
    ]);
  });

  it('leaves a feature stylesheet to the routes, and reports a route that does not load it', () => {
    const card = "export const Card = () => <h2 className='shop-card__title' />;";
    const files = workspace({
      'packages/app/src/features/shop/components/shop.css': FEATURE_CSS,
      'packages/app/src/features/shop/components/card.tsx': card,
      'packages/app/src/app/routes/shop.tsx':
        "import '../../features/shop/components/shop.css';\nexport { Card } from '../../features/shop/components/card';",
      'packages/app/src/app/routes/sale.tsx':
        "export { Card } from '../../features/shop/components/card';",
    });
    expect(findBorrowedClasses(root, files)).toEqual([
      'packages/app/src/app/routes/sale.tsx: .shop-card__title of packages/app/src/features/shop/components/card.tsx (packages/app/src/features/shop/components/shop.css)',
    ]);
  });
});
