// Builds the demo once, serves dist-demo on a free 127.0.0.1 port and hands its URL to the tests.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';
import type { TestProject } from 'vitest/node';

const appRoot = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const pnpm = `${repoRoot}node_modules/.bin/pnpm`;

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  execFileSync('bash', ['scripts/ensure-chromium.sh'], { cwd: repoRoot, stdio: 'inherit' });
  // E2E_SKIP_BUILD=1 reuses an existing dist-demo while iterating on the tests themselves.
  if (process.env.E2E_SKIP_BUILD !== '1') {
    // Vitest sets NODE_ENV=test, which would make Vite build a development bundle.
    const buildEnv = { ...process.env, NODE_ENV: 'production' };
    execFileSync(pnpm, ['run', 'build:demo'], { cwd: appRoot, stdio: 'inherit', env: buildEnv });
  }

  const server = await preview({
    root: appRoot,
    mode: 'demo',
    logLevel: 'warn',
    build: { outDir: 'dist-demo' },
    // Port 0: the OS picks a free port, so parallel runs and a running `pnpm preview` never clash.
    preview: { host: '127.0.0.1', port: 0, strictPort: true, open: false },
  });
  const url = server.resolvedUrls?.local[0];
  if (!url) throw new Error('vite preview did not report its URL');
  project.provide('baseURL', url.replace(/\/$/, ''));

  return async () => {
    await server.close();
  };
}
