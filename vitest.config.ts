import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest leaves one core to the main process, which on a 2-core machine runs every file one
    // after another; the files mostly wait on the mock backend and timers, so two overlap well.
    maxWorkers: 2,
    projects: [
      'packages/*/vitest.config.ts',
      'packages/app/vitest.faults.config.ts',
      'packages/contract-tests/vitest.packed.config.ts',
      { test: { name: 'scripts', environment: 'node', include: ['scripts/**/*.test.mjs'] } },
    ],
  },
});
