import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { checkContract, describeDiff, type OpenApi } from './gate.ts';

/**
 * `pnpm contract:diff [--released <file>] [--current <file>]`: the current bundle
 * (api-spec/dist/openapi.json) against the newest snapshot in api-spec/released/.
 */

const resolve = createRequire(import.meta.url).resolve;
const releasedDir = `${dirname(resolve('@endless/api-spec/package.json'))}/released/`;
const byVersion = (a: string, b: string) =>
  a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' });
const newest = readdirSync(releasedDir)
  .filter((name) => /^openapi-\d+\.\d+\.\d+\.json$/.test(name))
  .sort(byVersion)
  .at(-1);

const { values } = parseArgs({
  options: {
    released: { type: 'string', default: newest ? `${releasedDir}${newest}` : undefined },
    current: { type: 'string', default: resolve('@endless/api-spec/openapi.json') },
  },
});
if (!values.released) throw new Error(`no openapi-<version>.json in ${releasedDir}`);
const read = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as OpenApi;
const result = checkContract(read(values.released), read(values.current!));

console.log(
  `contract ${result.currentVersion} against the released ${result.releasedVersion}: ` +
    `${result.breaking.length} breaking, ${result.other.length} other change(s)`,
);
for (const diff of result.breaking) console.log(`  ✖ ${describeDiff(diff)}`);
if (result.breaking.length > 0 && result.majorRaised) {
  console.log(
    'The major version is raised: breaking changes are allowed; refresh the snapshot on release.',
  );
}
if (!result.ok) {
  console.error(
    'Breaking changes for clients already shipped: make them additive, or raise the major version ' +
      'of info.version in api-spec/openapi.yaml (and record it in api-spec/CHANGELOG.md).',
  );
}
process.exit(result.ok ? 0 : 1);
