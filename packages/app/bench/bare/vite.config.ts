import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Same plugin and target as the app, nothing else.
export default defineConfig({
  root: new URL('.', import.meta.url).pathname,
  plugins: [react()],
  logLevel: 'warn',
  build: { target: 'es2022', manifest: true, emptyOutDir: true },
});
