import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every mocked response of every test is checked against the contract (src/contract/).
    setupFiles: ['./test/contract/setup.ts'],
  },
});
