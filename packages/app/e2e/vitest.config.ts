import { defineConfig } from 'vitest/config';
import { selectedEngines } from './engines/selected';
import { EngineSetsFirst } from './sequencer';

// Browser journeys against the demo build (`pnpm test:e2e`); not part of the unit projects.
export default defineConfig({
  test: {
    name: 'app-e2e',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    // The core journeys run in the engines E2E_ENGINES names (Firefox by default; see README).
    exclude: (['chromium', 'firefox', 'webkit'] as const)
      .filter((engine) => !selectedEngines().includes(engine))
      .map((engine) => `**/engines-${engine}.e2e.ts`),
    globalSetup: ['./global-setup.ts'],
    // Whole journeys on a 2-core CI machine: generous; a journey that needs more says so itself.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // A screen follows a click after its requests: poll as long as Playwright's own waits would.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Two files at a time, each with its own browser. The journeys keep both cores busy: four
    // workers with the three engines' core sets took 1,070 s at 99-100% CPU, two workers with
    // chromium alone 847 s (fresh clone, 2 cores); more workers only add contention.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: EngineSetsFirst },
  },
});
