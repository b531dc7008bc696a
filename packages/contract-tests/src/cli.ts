#!/usr/bin/env node
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadContract } from './contract.ts';
import { coverageOf } from './coverage.ts';
import { loadFixtures, mockFixtures } from './fixtures.ts';
import { formatJunit } from './report/junit.ts';
import { explore, MAX_STEPS } from './explore/explore.ts';
import { formatFailures, formatTable } from './report/table.ts';
import { Run, StepFailed } from './run.ts';
import { SCENARIOS } from './scenarios/index.ts';

/**
 * `pnpm contract:verify --base-url <url> [--fixtures <module>] [--junit <file>] [--reset]
 * [--contract <openapi.json>] [--explore-seconds <n>] [--seed <n>] [--explore-only]` (the packed
 * kit's `endless-contract-verify`): runs every scenario against the server, then the exploration
 * phase for about `--explore-seconds` (default 60, 0 for none), prints the table, writes JUnit XML
 * (by default to the kit's `reports/junit.xml`) and exits 1 on any failure or missing coverage.
 * `--explore-only` runs the exploration alone (no scenarios, no coverage).
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
    'explore-seconds': { type: 'string', default: '60' },
    seed: { type: 'string' },
    'explore-only': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});

const baseUrl = values['base-url']!;
const contract = loadContract(values.contract ? resolve(values.contract) : undefined);
const fixtures = values.fixtures
  ? await loadFixtures(values.fixtures, baseUrl)
  : mockFixtures(baseUrl);
if (values.reset) await fixtures.reset?.();

const exploreSeconds = Number(values['explore-seconds']);
const seed = values.seed === undefined ? Date.now() % 2 ** 31 : Number(values.seed);
if (!Number.isFinite(exploreSeconds) || exploreSeconds < 0 || !Number.isInteger(seed)) {
  console.error('--explore-seconds takes a number of seconds (0 for none), --seed an integer');
  process.exit(2);
}
const exploreOnly = values['explore-only']!;

const started = Date.now();
const run = new Run(contract, baseUrl, fixtures);
for (const definition of exploreOnly ? [] : SCENARIOS) {
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

const scripted = ((Date.now() - started) / 1000).toFixed(1);
const exploration =
  exploreSeconds > 0 || exploreOnly
    ? await explore(run, { seconds: exploreSeconds, seed })
    : undefined;
const junitPath = resolve(values.junit!);
const replayPath = join(dirname(junitPath), 'exploration-failure.sh');
mkdirSync(dirname(junitPath), { recursive: true });

const coverage = coverageOf(run, contract);
const table = exploreOnly
  ? formatFailures(run.results).join('\n')
  : formatTable(run.results, contract, coverage);
console.log(
  values.quiet
    ? table
        .split('\n')
        .filter((l) => !/^(GET|PUT|POST|PATCH|DELETE) /.test(l))
        .join('\n')
    : table,
);
if (exploration) {
  const { sequences, failure } = exploration;
  console.log(
    `Exploration (seed ${seed}, ${exploreSeconds}s): ${sequences} random sequences of up to ${MAX_STEPS} steps; ` +
      (failure ? `FAILED, shrunk to ${failure.steps.length} steps` : 'no failure'),
  );
  if (failure) {
    writeFileSync(replayPath, failure.script, { mode: 0o755 });
    console.log(
      [
        ...failure.steps.map((step, i) => `  ${i + 1}. ${step}`),
        `Replay: sh ${replayPath} (the same sequence: --seed ${seed})`,
        failure.script,
      ].join('\n'),
    );
  }
}
console.log(
  `(${((Date.now() - started) / 1000).toFixed(1)}s, scenarios ${scripted}s, against ${baseUrl}, contract ${contract.version}, run ${run.id}; JUnit XML: ${junitPath})`,
);

writeFileSync(
  junitPath,
  formatJunit(
    run.results,
    exploreOnly
      ? []
      : [
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
        ],
  ),
);
const failed = run.results.some((r) => r.failure) || (!exploreOnly && !coverage.ok);
process.exit(failed ? 1 : 0);
