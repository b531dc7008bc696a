import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'contract-tests',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Its own project (vitest.packed.config.ts).
    exclude: ['test/packed-kit.test.ts'],
  },
});
