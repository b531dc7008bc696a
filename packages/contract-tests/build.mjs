// `pnpm --filter @endless/contract-tests build` (and `prepack`): the kit as plain JavaScript in
// dist/, so the packed package runs on Node alone (no tsx):
// - tsc compiles src/ (tsconfig.build.json: no tests, no breaking-change gate) with `.ts` imports
//   rewritten to `.js`;
// - the types of the fixtures module go beside it (dist/fixtures.d.ts), for the fixtures template;
// - the contract bundle (`@endless/api-spec/openapi.json`, written by `pnpm generate`) is copied to
//   dist/openapi.json, the copy the packed kit judges a server by (src/contract.ts).
import { execFileSync } from 'node:child_process';
import { chmodSync, copyFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = (path) => fileURLToPath(new URL(path, import.meta.url));
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

rmSync(here('dist'), { recursive: true, force: true });
execFileSync(process.execPath, [tsc, '-p', here('tsconfig.build.json')], { stdio: 'inherit' });
// Only the fixtures module is public (`exports`); the other declarations name workspace types.
for (const file of readdirSync(here('dist'), { recursive: true, encoding: 'utf8' })) {
  if (file.endsWith('.d.ts') && file !== 'fixtures.d.ts') rmSync(here(`dist/${file}`));
}
copyFileSync(
  createRequire(import.meta.url).resolve('@endless/api-spec/openapi.json'),
  here('dist/openapi.json'),
);
chmodSync(here('dist/cli.js'), 0o755);
