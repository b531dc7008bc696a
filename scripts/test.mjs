// The one command CI runs (`pnpm test`): every check, in order, stopping at the first failure.
import { spawnSync } from 'node:child_process';

const steps = [
  ['contract types are current', 'node scripts/generate.mjs --check'],
  ['lint (eslint, prettier, redocly)', 'pnpm run lint'],
  ['typecheck', 'pnpm run typecheck'],
  ['unit and integration tests', 'pnpm run test:unit'],
  [
    'contract kit over HTTP against the standalone mock (twice, no reset)',
    'node scripts/contract-verify-mock.mjs',
  ],
  ['breaking-change gate against the released contract', 'pnpm run contract:diff'],
  [
    'storybook build (app screens and ui components) and axe on every story in three themes',
    'pnpm --filter @endless/app test:stories',
  ],
  ['production build', 'pnpm run build'],
  ['bundle size budgets', 'pnpm --filter @endless/app size'],
  ['browser journeys against the demo build (chromium)', 'pnpm run test:e2e'],
];

for (const [name, command] of steps) {
  console.log(`\n▶ ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds}s)`);
}
