#!/usr/bin/env node
// Flake detector: `pnpm e2e:repeat <journey file> [runs]` runs one browser journey file `runs`
// times in a row (default 10) and reports how often each journey failed. Each run builds and
// serves its demo as `pnpm test:e2e` does (e2e/global-setup.ts, a few seconds). Exits non-zero when any run failed, so it can guard a fix: "0 of 20 runs failed".
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const [file, runsArgument = '10'] = process.argv.slice(2);
const runs = Number(runsArgument);
if (!file || !Number.isInteger(runs) || runs < 1) {
  console.error('usage: pnpm e2e:repeat <journey file, e.g. marketplace.e2e.ts> [runs]');
  process.exit(2);
}

const workDir = mkdtempSync(join(tmpdir(), 'endless-e2e-repeat-'));
const vitest = fileURLToPath(new URL('../../../node_modules/.bin/vitest', import.meta.url));
try {
  /** Failures per journey name, and the first message of each. */
  const failures = new Map();
  let failedRuns = 0;
  for (let run = 1; run <= runs; run++) {
    const report = join(workDir, `run-${run}.json`);
    const started = Date.now();
    const { status, error } = spawnSync(
      vitest,
      [
        'run',
        '--config',
        'e2e/vitest.config.ts',
        basename(file),
        '--reporter=dot',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { cwd: appRoot, stdio: 'inherit' },
    );
    if (error) throw error;
    const seconds = ((Date.now() - started) / 1000).toFixed(0);
    const failed = failedJourneys(report);
    if (status !== 0) failedRuns++;
    for (const { name, message } of failed) {
      const seen = failures.get(name) ?? { count: 0, message };
      failures.set(name, { ...seen, count: seen.count + 1 });
    }
    console.log(
      `[e2e:repeat] run ${run}/${runs}: ${status === 0 ? 'passed' : `FAILED (${failed.length} journeys)`} in ${seconds}s`,
    );
  }

  const rate = ((failedRuns / runs) * 100).toFixed(0);
  console.log(`\n[e2e:repeat] ${file}: ${failedRuns} of ${runs} runs failed (${rate}%)`);
  for (const [name, { count, message }] of failures) {
    console.log(`  ${count}× ${name}\n     first: ${message}`);
  }
  process.exitCode = failedRuns === 0 ? 0 : 1;
} finally {
  rmSync(workDir, { recursive: true, force: true });
}

/** The failed journeys of one run's JSON report (a run that crashed before writing it: one entry). */
function failedJourneys(reportFile) {
  let report;
  try {
    report = JSON.parse(readFileSync(reportFile, 'utf8'));
  } catch {
    return [{ name: '(the run ended without a report)', message: 'see the output above' }];
  }
  return report.testResults.flatMap((result) =>
    result.assertionResults
      .filter((assertion) => assertion.status === 'failed')
      .map((assertion) => ({
        name: assertion.fullName,
        message: (assertion.failureMessages[0] ?? '').split('\n')[0].slice(0, 200),
      })),
  );
}
