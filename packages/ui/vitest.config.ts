import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'ui',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./test/setup.ts'],
    // Files share a worker's modules (React, Radix) instead of importing them again per file; each
    // test's render is cleaned up after it (test/setup.ts).
    isolate: false,
    css: false,
    // A larger young generation for React's development build and jsdom, as in the app project.
    execArgv: ['--max-semi-space-size=64'],
  },
});
