import { beginHydration, endHydration } from '@endless/ui';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createQueryClient } from '../lib/query-client';
import { yieldToBrowser } from '../lib/yield-to-browser';
import { readPrerenderMarker } from './prerender-marker';
import { AppProviders } from './providers';
import { createAppRouter, createRoutes, firstPageLoaded, prepareHydration } from './router';
import '@endless/ui/styles.css';
import './app.css';

// Compared inline so Vite replaces it with a constant: with the mock off, every branch below that
// imports mock code is dropped from the bundle entirely.
const apiMockInBrowser = import.meta.env.VITE_API_MOCK === 'browser';

/**
 * Starts the in-browser mock alongside the app rather than before it: the page paints and hydrates
 * at once, and requests sent before the worker controls the page (they would reach the network)
 * wait for it.
 */
function startMock(): Promise<unknown> {
  if (!apiMockInBrowser) return Promise.resolve();
  const networkFetch = globalThis.fetch;
  const mock = import('@endless/mock-server/browser');
  // The mock's requests that reach the network (a worker that passed them through, or never
  // started) are answered in the page; without the mock's code they fail as network errors,
  // which the screens explain.
  const mockFetch = mock.then(
    ({ fetchWithPageFallback, answerInPage }) => fetchWithPageFallback(networkFetch, answerInPage),
    () => networkFetch,
  );
  // The demo build answers quietly: MSW's log of every request is for developers (`pnpm dev`),
  // and writing it costs a visitor's phone time on every request.
  const ready = mock.then(({ startMockWorker }) =>
    startMockWorker({ quiet: import.meta.env.PROD }),
  );
  const settled = ready.then(untilControlled).then(
    () => mockFetch,
    () => mockFetch,
  );
  globalThis.fetch = (...args) => settled.then((fetch) => fetch(...args));
  void settled.then((fetch) => {
    globalThis.fetch = fetch;
  });
  return ready;
}

/** Resolves once `worker` is activated (or gone): one still activating holds every request. */
function untilActivated(worker: ServiceWorker | null | undefined): Promise<void> {
  // A redundant worker answers nothing either: its requests go on, and fail as they will.
  const settled = () => worker?.state === 'activated' || worker?.state === 'redundant';
  return new Promise<void>((resolve) => {
    if (!worker || settled()) return resolve();
    worker.addEventListener('statechange', () => {
      if (settled()) resolve();
    });
  });
}

/**
 * Resolves once the mock's worker controls the page and is activated (a worker still activating
 * holds every request it is sent). A page whose navigation raced the worker's first activation is
 * not controlled: MSW still resolves its start, reloads the page, and its requests go to the
 * network. They wait instead: for the reload, or for the worker to claim it.
 */
function untilControlled(): Promise<void> {
  const { serviceWorker } = navigator;
  if (serviceWorker.controller) return untilActivated(serviceWorker.controller);
  return new Promise((resolve) => {
    serviceWorker.addEventListener(
      'controllerchange',
      () => void untilActivated(serviceWorker.controller).then(resolve),
      { once: true },
    );
  });
}

/**
 * Ends the hydration (see `useHydratedStore`) in the task after its commit: stores whose browser
 * value differs from the server's re-render their readers there, not with the commit's effects.
 */
function HydrationEnd() {
  useEffect(() => {
    const timer = setTimeout(endHydration);
    return () => clearTimeout(timer);
  }, []);
  return null;
}

async function start(): Promise<void> {
  // Evaluating the app's modules is one long task already: creating the router (which matches
  // the URL and runs the first loaders) starts a task of its own.
  await yieldToBrowser();
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  const queryClient = createQueryClient();
  const routes = createRoutes(queryClient);
  const mockReady = startMock();

  // A prerendered page (scripts/prerender.ts) is hydrated once its route modules are loaded and
  // its loaders ran; anything else (and a guest-only page for a signed-in user) renders afresh.
  const hydrationData = readPrerenderMarker() ? await prepareHydration(routes) : null;
  // The loaders' prefetches, the router's start and hydration's start are a task each: together
  // they held a phone's main thread for over 100 ms.
  await yieldToBrowser();
  const router = createAppRouter(queryClient, routes, hydrationData ?? undefined);
  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <HydrationEnd />
      </AppProviders>
    </StrictMode>
  );
  if (hydrationData) {
    // A page its mock's worker controls while still activating cannot be answered yet: it is
    // hydrated once it can, so nothing typed into it is lost if the worker never activates and
    // the page reloads to recover (./stalled-activation.ts).
    if (apiMockInBrowser) await untilActivated(navigator.serviceWorker?.controller);
    await yieldToBrowser();
    beginHydration();
    // As a transition, hydration yields to the browser every few milliseconds instead of holding
    // the main thread for the whole page: a tap during it is handled, not queued.
    startTransition(() => {
      hydrateRoot(container, app, {
        // Mismatches are reported here, not thrown: log them as errors so tests catch them.
        onRecoverableError: (error, info) => {
          console.error('Recoverable error while hydrating:', error, info.componentStack ?? '');
        },
      });
    });
  } else {
    // A page painted from a skeleton (and what its early script filled in) keeps it until the
    // route's code and first data are in: the app's first render is the page itself, never a
    // loader in its place. As a transition, that large render yields to the browser as it goes.
    await firstPageLoaded(router);
    startTransition(() => {
      createRoot(container).render(app);
    });
  }

  if (apiMockInBrowser && import.meta.env.DEV) {
    await mockReady;
    const { mountMockControls } = await import('./dev/mock-controls');
    mountMockControls({ navigate: (to) => router.navigate(to), queryClient });
  }
}

void start();
