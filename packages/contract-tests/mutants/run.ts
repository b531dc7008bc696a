import { spawn, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MUTANTS } from './mutants.ts';

/**
 * `pnpm contract:mutants [id…]`: copies the mock next to itself (same depth, so its relative
 * imports still resolve), plants one bug at a time, starts it on a free 127.0.0.1 port, runs the
 * kit against it and counts the bugs the kit catches (exit 1). Not part of `pnpm test`.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const original = join(root, 'packages/mock-server');
const copy = join(root, 'packages/.mutant-mock');
const tsx = join(root, 'node_modules/.bin/tsx');
const only = process.argv.slice(2);

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

async function verify(): Promise<{ killed: boolean; summary: string }> {
  const port = await freePort();
  const data = mkdtempSync(join(tmpdir(), 'endless-mutant-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  const mock = spawn(tsx, [join(copy, 'src/standalone.ts'), '--reset'], {
    env: { ...process.env, MOCK_PORT: String(port), MOCK_DATA_FILE: join(data, 'db.json') },
    stdio: 'ignore',
  });
  try {
    for (let tries = 0; ; tries++) {
      if (mock.exitCode !== null || tries > 240)
        return { killed: true, summary: 'the mock did not start' };
      if (
        await fetch(`${baseUrl}/ping`).then(
          () => true,
          () => false,
        )
      )
        break;
      await new Promise((resolve) => setTimeout(resolve, 250));
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
      ],
      { encoding: 'utf8' },
    );
    const lines = kit.stdout.split('\n');
    const first = lines.find((line) => line.startsWith('✖ ')) ?? '';
    const check = lines[lines.indexOf(first) + 1]?.trim().split(':')[0] ?? '';
    const summary = lines.find((line) => /^(PASS|FAIL):/.test(line)) ?? '';
    return {
      killed: kit.status !== 0,
      summary: first ? `${check} — ${first.slice(2, 110)}` : summary.slice(0, 110),
    };
  } finally {
    mock.kill('SIGTERM');
    await new Promise((resolve) =>
      mock.exitCode !== null ? resolve(null) : mock.once('exit', resolve),
    );
    rmSync(data, { recursive: true, force: true });
  }
}

rmSync(copy, { recursive: true, force: true });
cpSync(join(original, 'src'), join(copy, 'src'), { recursive: true });
symlinkSync(join(original, 'node_modules'), join(copy, 'node_modules'));
writeFileSync(join(copy, 'package.json'), readFileSync(join(original, 'package.json')));

const rows: { id: string; bug: string; killed: boolean; how: string }[] = [];
try {
  for (const mutant of MUTANTS.filter((m) => only.length === 0 || only.includes(m.id))) {
    const file = join(copy, 'src', mutant.file);
    const source = readFileSync(join(original, 'src', mutant.file), 'utf8');
    if (!source.includes(mutant.find)) {
      rows.push({
        id: mutant.id,
        bug: mutant.bug,
        killed: false,
        how: 'NOT PLANTED: the code changed',
      });
      continue;
    }
    writeFileSync(file, source.replace(mutant.find, mutant.replace));
    const { killed, summary } = await verify();
    writeFileSync(file, source);
    rows.push({ id: mutant.id, bug: mutant.bug, killed, how: summary });
    console.log(`${killed ? 'killed  ' : 'SURVIVED'} ${mutant.id}: ${summary}`);
  }
} finally {
  rmSync(copy, { recursive: true, force: true });
}

const killed = rows.filter((row) => row.killed).length;
console.log('\n| mutant | bug planted | result | first failure |\n|---|---|---|---|');
for (const row of rows)
  console.log(
    `| ${row.id} | ${row.bug} | ${row.killed ? 'killed' : '**survived**'} | ${row.how.replaceAll('|', '/')} |`,
  );
console.log(
  `\nKill rate: ${killed}/${rows.length} (${((100 * killed) / rows.length).toFixed(1)}%, target ≥ 95%)`,
);
process.exit(killed / rows.length >= 0.95 ? 0 : 1);
