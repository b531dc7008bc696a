import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startProxy, stop, untilServing } from './local-servers.ts';

/**
 * The kit as a backend team gets it: `pnpm pack` of this package, `npm install` of the tarball in
 * an empty folder, then `npx endless-contract-verify` with the fixtures template copied beside it,
 * against the standalone mock (a free 127.0.0.1 port, its data file in a temp folder). Only Node
 * runs the packed kit: no tsx, no workspace, its own copy of the contract.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
const kit = join(root, 'packages/contract-tests');
const bin = (name: string) => join(root, 'node_modules/.bin', name);
const bundle = createRequire(import.meta.url).resolve('@endless/api-spec/openapi.json');
const contractVersion = (
  JSON.parse(readFileSync(bundle, 'utf8')) as {
    info: { version: string };
  }
).info.version;

// The outer `pnpm` run's npm_* settings are not the team's: npm and npx start from a clean slate.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !name.toLowerCase().startsWith('npm_')),
);
const run = promisify(execFile);
const exec = (file: string, args: string[], cwd: string) =>
  run(file, args, { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
// Everything here runs at the lowest priority (`nice -n 19`), so beside other checks it takes only
// the CPU they leave idle (why `pnpm test` places it beside the journeys: scripts/test.mjs); its
// minute of exploration is a time box, fewer sequences on a busy machine.
const lowPriority = (command: string[]): [program: string, args: string[]] => [
  'nice',
  ['-n', '19', ...command],
];

describe('the packed kit, installed with npm in an empty folder', () => {
  const temp = mkdtempSync(join(tmpdir(), 'endless-packed-kit-'));
  const app = join(temp, 'app');
  let mock: ChildProcess | undefined;
  let baseUrl = '';
  let tarball = '';

  beforeAll(async () => {
    await exec(...lowPriority([bin('pnpm'), 'pack', '--pack-destination', temp]), kit);
    tarball = join(
      temp,
      readdirSync(temp).find((name) => name.endsWith('.tgz'))!,
    );
    mkdirSync(app);
    await exec(
      ...lowPriority(['npm', 'install', '--no-audit', '--no-fund', '--prefer-offline', tarball]),
      app,
    );

    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    // As `pnpm mock` starts it (the mock-server package's `start` script), at a low priority.
    mock = spawn(
      ...lowPriority([
        process.execPath,
        '--max-old-space-size=1024',
        '--import',
        'tsx',
        'src/runtimes/standalone.ts',
      ]),
      {
        cwd: join(root, 'packages/mock-server'),
        env: { ...env, MOCK_PORT: String(port), MOCK_DATA_FILE: join(temp, 'mock/db.json') },
        stdio: 'ignore',
      },
    );
    if (!(await untilServing(mock, baseUrl, 240))) {
      throw new Error(`the mock did not start (exit code ${mock.exitCode})`);
    }
  }, 300_000);

  afterAll(async () => {
    if (mock) await stop(mock);
    rmSync(temp, { recursive: true, force: true });
  });

  it('holds the compiled kit, its contract and the fixtures template, and no workspace links', () => {
    const installed = join(app, 'node_modules/@endless/contract-tests');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8')) as {
      bin: Record<string, string>;
      dependencies: Record<string, string>;
    };
    expect(manifest.bin).toEqual({ 'endless-contract-verify': './dist/cli.js' });
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['ajv', 'ajv-formats', 'fast-check']);
    expect(JSON.stringify(manifest)).not.toContain('workspace:');
    expect(readdirSync(installed).sort()).toEqual(
      ['dist', 'fixtures.template.js', 'package.json', 'README.md'].sort(),
    );
    expect(readFileSync(join(installed, 'dist/openapi.json'), 'utf8')).toBe(
      readFileSync(bundle, 'utf8'),
    );
    // Compiled modules only: no TypeScript source but the fixtures' types, no tests.
    expect(readdirSync(join(installed, 'dist'), { recursive: true })).not.toContainEqual(
      expect.stringMatching(/(?<!\.d)\.ts$|\.test\./),
    );
  });

  /** `npx endless-contract-verify` with the team's fixtures against `url`; answers its output. */
  const verify = (url: string, explore: string[]) =>
    exec(
      ...lowPriority([
        'npx',
        'endless-contract-verify',
        '--base-url',
        url,
        '--fixtures',
        './fixtures.js',
        '--quiet',
        '--junit',
        join(temp, 'junit.xml'),
        ...explore,
      ]),
      app,
    ).then(
      ({ stdout }) => stdout,
      (error: { stdout?: string; stderr?: string }) => {
        throw new Error(`the kit failed:\n${error.stdout ?? ''}\n${error.stderr ?? ''}`);
      },
    );
  const passed =
    /^PASS: \d+ steps, 0 failed; operations with success (\d+)\/\1; \(operation, status\) pairs /m;

  it('passes against the standalone mock with `npx endless-contract-verify --fixtures`', async () => {
    // The team's steps (README): copy the template as fixtures.js, in an ES module package.
    copyFileSync(
      join(app, 'node_modules/@endless/contract-tests/fixtures.template.js'),
      join(app, 'fixtures.js'),
    );
    await exec('npm', ['pkg', 'set', 'type=module'], app);
    // The test command's minute of exploration, seeded so a failure replays as it happened.
    const stdout = await verify(baseUrl, ['--explore-seconds', '60', '--seed', '48']);
    expect(stdout).toMatch(passed);
    expect(stdout).toMatch(/^Exploration \(seed 48, 60s\): \d+ random sequences .*; no failure$/m);
    expect(stdout).toContain(`against ${baseUrl}, contract ${contractVersion},`);
    expect(readFileSync(join(temp, 'junit.xml'), 'utf8')).toContain('<testsuites');
  }, 300_000);

  it('passes twice in a row through a plain reverse proxy that passes every header on', async () => {
    const proxy = await startProxy(baseUrl);
    try {
      const direct = await fetch(`${baseUrl}/ping`);
      const proxied = await fetch(`${proxy.baseUrl}/ping`);
      const names = (response: Response) => [...response.headers.keys()].sort();
      expect(names(proxied)).toEqual(names(direct));
      expect(await proxied.json()).toEqual(await direct.json());
      for (const seed of ['1', '2']) {
        const stdout = await verify(proxy.baseUrl, ['--explore-seconds', '5', '--seed', seed]);
        expect(stdout).toMatch(passed);
        expect(stdout).toContain(`against ${proxy.baseUrl},`);
      }
    } finally {
      await proxy.close();
    }
  }, 300_000);
});
