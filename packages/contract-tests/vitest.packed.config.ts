import { defineConfig } from 'vitest/config';

// The packed kit (pack, npm install, a minute of exploration against the standalone mock): a
// project of its own so `pnpm test` can run it beside the unit tests instead of in one of their
// two workers, where its minute of mostly waiting held a worker the test files needed.
export default defineConfig({
  test: {
    name: 'contract-kit-packed',
    environment: 'node',
    include: ['test/packed-kit.test.ts'],
  },
});
