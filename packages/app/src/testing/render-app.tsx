import { render } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export interface RenderAppOptions {
  /** The account theme number (0 default, 2 blue, other grey). */
  theme?: number;
}

/** Renders the real route table with the app's providers, starting at `path`. */
export function renderApp(path: string, { theme }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} initialTheme={theme}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return {
    ...view,
    router,
    queryClient,
    /** Path and query the router is at now, e.g. `/login?redirect=%2Fdashboard`. */
    location: () => `${router.state.location.pathname}${router.state.location.search}`,
  };
}
