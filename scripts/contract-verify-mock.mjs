// Test-command step: the standalone mock on a free 127.0.0.1 port (its own data file, reseeded),
// `contract:verify` against it twice (the second run proves it needs no reset), then the mock is
// stopped whatever happened.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const port = await freePort();
const dataDir = mkdtempSync(join(tmpdir(), 'endless-contract-'));
const baseUrl = `http://127.0.0.1:${port}`;
const mock = spawn('node_modules/.bin/tsx', ['packages/mock-server/src/standalone.ts', '--reset'], {
  env: { ...process.env, MOCK_PORT: String(port), MOCK_DATA_FILE: join(dataDir, 'db.json') },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let status = 1;
try {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (mock.exitCode !== null) throw new Error(`the mock exited with ${mock.exitCode}`);
    const up = await fetch(`${baseUrl}/ping`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the mock did not answer /ping within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  status = 0;
  for (const run of [1, 2]) {
    console.log(`contract:verify run ${run} against ${baseUrl}`);
    const result = spawnSync(
      'node_modules/.bin/tsx',
      ['packages/contract-tests/src/cli.ts', '--base-url', baseUrl, '--quiet'],
      { stdio: 'inherit' },
    );
    if (result.status !== 0) {
      status = result.status ?? 1;
      break;
    }
  }
} catch (error) {
  console.error(String(error));
  status = 1;
} finally {
  mock.kill('SIGTERM');
  await new Promise((resolve) => (mock.exitCode !== null ? resolve() : mock.once('exit', resolve)));
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
