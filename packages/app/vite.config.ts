import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';

// Modes: `development` (pnpm dev) and `demo` (pnpm build:demo) embed the in-browser mock;
// `production` (pnpm build) must never ship it, so a mock switch left on fails the build loudly.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  if (mode === 'production' && env.VITE_API_MOCK === 'browser') {
    throw new Error(
      'VITE_API_MOCK=browser is not allowed in a production build; use `pnpm build:demo` instead.',
    );
  }

  return {
    plugins: [react()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: mode !== 'production',
    },
  };
});
