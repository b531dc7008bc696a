// Contract → bundle → TypeScript types. With --check, fails when the committed output is stale.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const check = process.argv.includes('--check');
const outDir = check ? mkdtempSync(join(tmpdir(), 'endless-gen-')) : null;
const bundlePath = 'api-spec/dist/openapi.json';
const typesPath = 'packages/client/src/generated/api.d.ts';
const target = (path) => (check ? join(outDir, path.replaceAll('/', '_')) : path);

const run = (bin, args) => execFileSync(bin, args, { stdio: ['ignore', 'ignore', 'inherit'] });
run('redocly', ['bundle', 'api-spec/openapi.yaml', '--config', 'api-spec/redocly.yaml', '-o', target(bundlePath)]);
run('openapi-typescript', [target(bundlePath), '-o', target(typesPath), '--root-types', '--root-types-no-schema-prefix']);

if (check) {
  const stale = [bundlePath, typesPath].filter(
    (path) => !existsSync(path) || readFileSync(path, 'utf8') !== readFileSync(target(path), 'utf8'),
  );
  if (stale.length) {
    console.error(`Generated files are stale, run \`pnpm generate\`: ${stale.join(', ')}`);
    process.exit(1);
  }
  console.log('Generated contract bundle and types are up to date.');
}
