// Builds the demo once per run into a directory of its own, serves it on a free 127.0.0.1 port and
// hands its URL to the tests. Several people run the journeys at once: a shared dist-demo would be
// emptied and rewritten under another run's server, so each run builds into a fresh temporary
// directory and removes it when done.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';
import { installMockServiceWorker } from '../../../scripts/install-msw-worker.mjs';
import { selectedEngines } from './engines/selected';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const vite = join(appRoot, 'node_modules/.bin/vite');

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  // The journeys run in chromium; the core set also in the other engines E2E_ENGINES names.
  execFileSync('bash', ['scripts/ensure-browsers.sh', 'chromium', ...selectedEngines()], {
    cwd: repoRoot,
    stdio: 'inherit',
  });

  // E2E_DEMO_DIR serves an existing demo build (e.g. a previous run's) while iterating on tests.
  const reuse = process.env.E2E_DEMO_DIR;
  const runDir = reuse ? undefined : mkdtempSync(join(tmpdir(), 'endless-e2e-'));
  const outDir = reuse ?? join(runDir!, 'dist-demo');
  if (!reuse) {
    installMockServiceWorker(join(appRoot, 'public'));
    // Vitest sets NODE_ENV=test, which would make Vite build a development bundle.
    execFileSync(vite, ['build', '--mode', 'demo', '--outDir', outDir, '--emptyOutDir'], {
      cwd: appRoot,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    // The first screen's share of the mock, which the journeys' pages all download.
    execFileSync(process.execPath, ['scripts/check-size.mjs', '--demo', outDir], {
      cwd: appRoot,
      stdio: 'inherit',
    });
  }

  const server = await preview({
    root: appRoot,
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir },
    // Port 0: the OS picks a free port, so parallel runs and a running `pnpm preview` never clash.
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its URL');
  project.provide('baseURL', url.replace(/\/$/, ''));

  return async () => {
    await server.close();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
  };
}
