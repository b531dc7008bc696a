// The one command CI runs (`pnpm test`): every check, stopping at the first failed phase.
// Checks in one phase run side by side: each is mostly one core or mostly waiting, so on a 2-core
// machine they overlap instead of queueing. A phase's output is printed check by check as each ends.
import { spawn } from 'node:child_process';

const phases = [
  [
    // On a fresh machine apt's downloads overlap the static checks instead of the journeys' start.
    [
      'browsers from Debian, installed when missing',
      'bash scripts/ensure-browsers.sh chromium firefox',
    ],
    ['contract types are current', 'node scripts/generate.mjs --check'],
    ['lint (eslint, prettier, redocly)', 'pnpm run lint'],
    ['typecheck', 'pnpm run typecheck'],
    ['breaking-change gate against the released contract', 'pnpm run contract:diff'],
  ],
  [['unit and integration tests', "pnpm run test:unit --project '!contract-kit-packed'"]],
  // The story check beside the production build and the README's commands, then the journeys
  // (beside the packed kit at the lowest priority). Side by side the two browser suites took
  // 1,160 s each on 2 cores (test command 1,486 s); one after the other 225 s and 327 s (test
  // command 806 s): each alone keeps both cores busy, and together they starve each other's pages
  // and timers.
  [
    [
      'storybook build (app screens and ui components), play functions, axe and visual baselines on every story in three themes',
      'pnpm --filter @endless/app test:stories',
    ],
    // Mostly waiting on servers to start, 74 CPU-s in 56 s alone: beside the unit tests (bound by
    // CPU) it made them 50 s longer; here it fills the story check's idle CPU (the phase took
    // 200 s with it, 192-200 s without).
    [
      'the README\'s commands on a clean state: pnpm mock (with contract:verify, as "Verify a backend" says), dev, preview, storybook, api-docs',
      'bash scripts/ensure-chromium.sh && node scripts/check-readme-commands.mjs',
    ],
    [
      'production build and bundle size budgets',
      // `vite build` without the build script's tsc: the first phase's typecheck ran it already.
      'pnpm --filter @endless/app exec vite build && pnpm --filter @endless/app size',
    ],
  ],
  [
    // In Firefox the short core set: the whole set (115 s of file time) took the test command
    // over 15 minutes (908-924 s on fresh clones); `pnpm test:engines` runs it whole.
    [
      'browser journeys against the demo build (chromium, and the short core set in Firefox ESR)',
      'E2E_CORE_JOURNEYS=short pnpm run test:e2e',
    ],
    // The packed kit (its minute of exploration a time box), all of it at the lowest priority: the
    // journeys' pages wait on timers and answers a fifth of the time, and the kit fills that idle
    // CPU. Beside the unit tests (bound by CPU) it made them 47 s longer; here the journeys took
    // 27 s longer (368 s against 341 s), and green.
    [
      'the packed kit, installed with npm in an empty folder, against the standalone mock',
      'pnpm run test:unit --project contract-kit-packed',
    ],
  ],
];

/** Runs one check; alone it streams its output, beside others it hands it back when done. */
function run([name, command], alone) {
  const started = Date.now();
  const child = spawn(command, { shell: true, stdio: alone ? 'inherit' : 'pipe' });
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (!alone) {
        console.log(`\n▶ ${name}: ${command}`);
        process.stdout.write(Buffer.concat(output));
      }
      if (status === 0) console.log(`✔ ${name} (${seconds}s)`);
      else console.error(`\n✖ ${name} failed after ${seconds}s`);
      resolve({ name, status: status ?? 1, output: Buffer.concat(output).toString() });
    });
  });
}

const FAILURE_TAIL_LINES = 150;
const started = Date.now();
for (const phase of phases) {
  const alone = phase.length === 1;
  if (alone) console.log(`\n▶ ${phase[0][0]}: ${phase[0][1]}`);
  else console.log(`\n▶ side by side: ${phase.map(([name]) => name).join('; ')}`);
  const results = await Promise.all(phase.map((check) => run(check, alone)));
  const failed = results.filter(({ status }) => status !== 0);
  if (failed.length > 0) {
    // A check beside a longer one printed its failure long before the phase ended; CI logs keep
    // only their tail, so the failures come again last (a check alone streamed its output).
    if (!alone) {
      for (const { name, output } of failed) {
        const tail = output.split('\n').slice(-FAILURE_TAIL_LINES).join('\n');
        console.error(`\n✖ ${name}: the last ${FAILURE_TAIL_LINES} lines of its output\n${tail}`);
      }
    }
    console.error(`\n✖ failed: ${failed.map(({ name }) => name).join('; ')}`);
    process.exit(failed[0].status);
  }
}
console.log(`\n✔ every check passed in ${((Date.now() - started) / 1000).toFixed(1)}s`);
