import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import '@endless/ui/styles.css';
import './app.css';

// Compared inline so Vite replaces it with a constant: with the mock off, every branch below that
// imports mock code is dropped from the bundle entirely.
const apiMockInBrowser = import.meta.env.VITE_API_MOCK === 'browser';

async function start(): Promise<void> {
  // Requests made before the worker is ready would reach the network, so it starts first.
  if (apiMockInBrowser) {
    const { startMockWorker } = await import('@endless/mock-server/browser');
    await startMockWorker();
  }

  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient);
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

  if (apiMockInBrowser && import.meta.env.DEV) {
    const { mountMockControls } = await import('./dev/mock-controls');
    mountMockControls({ navigate: (to) => router.navigate(to), queryClient });
  }
}

void start();
