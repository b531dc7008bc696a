import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'mock-server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Every mocked response of every test is checked against the contract (src/contract/).
    setupFiles: ['./test/contract/setup.ts'],
    // Files share a worker's modules instead of importing the handlers, the seed and the contract
    // validator again per file: 75 instead of 147 core-seconds. Each file sets the database and the
    // clock it needs (seed.test.ts found a seed that read a running clock more than once).
    isolate: false,
  },
});
