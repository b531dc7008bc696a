#!/usr/bin/env node
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadContract } from './contract.ts';
import { coverageOf } from './coverage.ts';
import { loadFixtures, mockFixtures } from './fixtures.ts';
import { formatJunit } from './report/junit.ts';
import { formatTable } from './report/table.ts';
import { Run, StepFailed } from './run.ts';
import { SCENARIOS } from './scenarios/index.ts';

/**
 * `pnpm contract:verify --base-url <url> [--fixtures <module>] [--junit <file>] [--reset]
 * [--contract <openapi.json>]` (the packed kit's `endless-contract-verify`): runs every scenario
 * against the server, prints the table, writes JUnit XML (by default to the kit's
 * `reports/junit.xml`) and exits 1 on any failure or missing coverage.
 */

const { values } = parseArgs({
  options: {
    'base-url': { type: 'string', default: 'http://127.0.0.1:4010' },
    fixtures: { type: 'string' },
    junit: {
      type: 'string',
      default: fileURLToPath(new URL('../reports/junit.xml', import.meta.url)),
    },
    contract: { type: 'string' },
    reset: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const baseUrl = values['base-url']!;
const contract = loadContract(values.contract ? resolve(values.contract) : undefined);
const fixtures = values.fixtures
  ? await loadFixtures(values.fixtures, baseUrl)
  : mockFixtures(baseUrl);
if (values.reset) await fixtures.reset?.();

const started = Date.now();
const run = new Run(contract, baseUrl, fixtures);
for (const definition of SCENARIOS) {
  try {
    await definition.run(run.scenario(definition.name));
  } catch (error) {
    if (error instanceof StepFailed) continue;
    // A fixture hook or the kit itself failed: report it as the scenario's failure.
    run.results.push({
      scenario: definition.name,
      step: 'fixture or kit error',
      operation: '(kit)',
      status: null,
      expected: 'no error',
      failure: { check: 'fixture', message: String(error) },
      curl: '',
      ms: 0,
    });
  }
}

const coverage = coverageOf(run, contract);
const table = formatTable(run.results, contract, coverage);
console.log(
  values.quiet
    ? table
        .split('\n')
        .filter((l) => !/^(GET|PUT|POST|PATCH|DELETE) /.test(l))
        .join('\n')
    : table,
);
const junitPath = resolve(values.junit!);
console.log(
  `(${((Date.now() - started) / 1000).toFixed(1)}s against ${baseUrl}, contract ${contract.version}, run ${run.id}; JUnit XML: ${junitPath})`,
);

mkdirSync(dirname(junitPath), { recursive: true });
writeFileSync(
  junitPath,
  formatJunit(run.results, [
    {
      name: 'every operation answered with success',
      failure: coverage.operations.missing.length
        ? `missing: ${coverage.operations.missing.join(', ')}`
        : null,
    },
    {
      name: '≥ 90% of client-causable (operation, status) pairs',
      failure: coverage.ok ? null : `${coverage.pairs.covered}/${coverage.pairs.total}`,
    },
  ]),
);
const failed = run.results.some((r) => r.failure) || !coverage.ok;
process.exit(failed ? 1 : 0);
