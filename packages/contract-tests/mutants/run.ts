import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { freePort, stop, untilServing } from '../test/local-servers.ts';
import { KINDS, MUTANTS, type Mutant } from './mutants.ts';

/**
 * `pnpm contract:mutants [--explore-seconds n] [--seed n] [--explore-only] [id…]` (the kit's own options,
 * passed on): copies the mock next to
 * itself (same depth, so its relative imports still resolve), checks the kit passes against the
 * unmutated copy, then plants one bug at a time, starts it on a free 127.0.0.1 port, runs the kit
 * against it and counts the bugs the kit catches (exit 1), by kind. `--explore-only` runs the
 * exploration phase alone (no scripted scenarios), to see what it finds by itself. Not part of
 * `pnpm test`.
 */

const { values, positionals: only } = parseArgs({
  options: {
    // The scripted scenarios alone by default: a minute of exploration per mutant is two hours.
    'explore-seconds': { type: 'string', default: '0' },
    seed: { type: 'string' },
    'explore-only': { type: 'boolean', default: false },
  },
  allowPositionals: true,
});
const root = fileURLToPath(new URL('../../../', import.meta.url));
const original = join(root, 'packages/mock-server');
const copy = join(root, 'packages/.mutant-mock');
const tsx = join(root, 'node_modules/.bin/tsx');

async function verify(): Promise<{ killed: boolean; summary: string }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'endless-mutant-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const mock = spawn(tsx, [join(copy, 'src/runtimes/standalone.ts'), '--reset'], {
    env: { ...process.env, MOCK_PORT: String(port), MOCK_DATA_FILE: join(data, 'db.json') },
    stdio: 'ignore',
  });
  try {
    if (!(await untilServing(mock, baseUrl))) {
      return { killed: true, summary: 'the mock did not start' };
    }
    const kit = spawnSync(
      tsx,
      [
        join(root, 'packages/contract-tests/src/cli.ts'),
        '--base-url',
        baseUrl,
        '--quiet',
        '--junit',
        join(data, 'junit.xml'),
        '--explore-seconds',
        values['explore-seconds']!,
        ...(values.seed ? ['--seed', values.seed] : []),
        ...(values['explore-only'] ? ['--explore-only'] : []),
      ],
      { encoding: 'utf8' },
    );
    const lines = kit.stdout.split('\n');
    const first = lines.find((line) => line.startsWith('✖ ')) ?? '';
    const check = lines[lines.indexOf(first) + 1]?.trim().split(':')[0] ?? '';
    const summary = lines.find((line) => /^(PASS|FAIL|Exploration)[ :]/.test(line)) ?? '';
    return {
      killed: kit.status !== 0,
      summary: first ? `${check} — ${first.slice(2, 110)}` : summary.slice(0, 110),
    };
  } finally {
    await stop(mock);
    rmSync(data, { recursive: true, force: true });
  }
}

rmSync(copy, { recursive: true, force: true });
cpSync(join(original, 'src'), join(copy, 'src'), { recursive: true });
symlinkSync(join(original, 'node_modules'), join(copy, 'node_modules'));
writeFileSync(join(copy, 'package.json'), readFileSync(join(original, 'package.json')));

const rows: (Mutant & { killed: boolean; how: string })[] = [];
let baseline = { killed: false, summary: '' };
try {
  // A kit that fails the unmutated mock would "kill" every mutant: it must pass first.
  baseline = await verify();
  console.log(`${baseline.killed ? 'FAILED  ' : 'passed  '} (unmutated): ${baseline.summary}`);
  for (const mutant of MUTANTS.filter((m) => only.length === 0 || only.includes(m.id))) {
    if (baseline.killed) break;
    const file = join(copy, 'src', mutant.file);
    const source = readFileSync(join(original, 'src', mutant.file), 'utf8');
    if (!source.includes(mutant.find)) {
      rows.push({ ...mutant, killed: false, how: 'NOT PLANTED: the code changed' });
      continue;
    }
    writeFileSync(file, source.replace(mutant.find, mutant.replace));
    const { killed, summary } = await verify();
    writeFileSync(file, source);
    rows.push({ ...mutant, killed, how: summary });
    console.log(`${killed ? 'killed  ' : 'SURVIVED'} ${mutant.id}: ${summary}`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

if (baseline.killed) {
  console.log('\nThe kit fails against the unmutated mock: no mutant was judged.');
  process.exit(1);
}
const killed = rows.filter((row) => row.killed).length;
console.log('\n| mutant | kind | bug planted | result | first failure |\n|---|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.id} | ${row.kind} | ${row.bug} | ${row.killed ? 'killed' : '**survived**'} | ${row.how.replaceAll('|', '/')} |`,
  );
console.log('\n| kind | mutants | killed |\n|---|---|---|');
for (const kind of KINDS) {
  const ofKind = rows.filter((row) => row.kind === kind);
  if (ofKind.length > 0)
    console.log(`| ${kind} | ${ofKind.length} | ${ofKind.filter((row) => row.killed).length} |`);
}
console.log(`| **total** | ${rows.length} | ${killed} |`);
console.log(
  `\nUnmutated mock: passed. Kill rate: ${killed}/${rows.length} (${((100 * killed) / rows.length).toFixed(1)}%, target ≥ 95%)`,
);
process.exit(killed / rows.length >= 0.95 ? 0 : 1);
