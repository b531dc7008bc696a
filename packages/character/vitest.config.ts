import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'character',
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
