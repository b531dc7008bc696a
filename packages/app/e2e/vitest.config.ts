import { defineConfig } from 'vitest/config';
import { selectedEngines } from './engines/selected';

// Browser journeys against the demo build (`pnpm test:e2e`); not part of the unit projects.
export default defineConfig({
  test: {
    name: 'app-e2e',
    root: new URL('.', import.meta.url).pathname,
    environment: 'node',
    include: ['**/*.e2e.ts'],
    // The core journeys run in the engines E2E_ENGINES names (chromium by default; see README).
    exclude: (['firefox', 'webkit'] as const)
      .filter((engine) => !selectedEngines().includes(engine))
      .map((engine) => `**/engines-${engine}.e2e.ts`),
    globalSetup: ['./global-setup.ts'],
    // Whole journeys on a 2-core CI machine: generous; a journey that needs more says so itself.
    testTimeout: 90_000,
    hookTimeout: 60_000,
    // A screen follows a click after its requests: poll as long as Playwright's own waits would.
    expect: { poll: { timeout: 15_000, interval: 100 } },
    // Two files at a time, each with its own chromium: journeys mostly wait on the app (requests,
    // retry back-off, animations), so two overlap well even with one of the two cores busy (all
    // journeys: 327 s alone in the test command, 380 s beside a busy core).
    fileParallelism: true,
    maxWorkers: 2,
  },
});
