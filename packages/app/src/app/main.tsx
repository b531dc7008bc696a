import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { AppProviders } from './providers';
import { createAppRouter } from './router';
import './app.css';

async function startApiMock(): Promise<void> {
  // Compared inline so Vite replaces it with a constant: with the mock off this branch, and the
  // dynamic import of the mock, are dropped from the bundle entirely.
  if (import.meta.env.VITE_API_MOCK !== 'browser') return;
  const { startMockWorker } = await import('@endless/mock-server/browser');
  await startMockWorker();
  if (import.meta.env.DEV) {
    const { mountMockControls } = await import('./dev/mock-controls');
    mountMockControls();
  }
}

async function start(): Promise<void> {
  // Requests made before the worker is ready would reach the network, so it starts first.
  await startApiMock();
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
}

void start();
