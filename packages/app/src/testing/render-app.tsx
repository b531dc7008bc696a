import { render, screen, waitFor } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/providers';
import { createRoutes } from '../app/router';
import { createQueryClient } from '../lib/query-client';

export interface RenderAppOptions {
  /** The account theme number (0 default, 2 blue, other grey). */
  theme?: number;
  /** The app's retries without the wait between them: a failed screen settles in moments. */
  instantRetries?: boolean;
}

/** Renders the real route table with the app's providers, starting at `path`. */
export function renderApp(path: string, { theme, instantRetries }: RenderAppOptions = {}) {
  const queryClient = createQueryClient();
  if (instantRetries) {
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({ ...defaults, queries: { ...defaults.queries, retryDelay: 0 } });
  }
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

/**
 * The site header. Testing Library maps every `<header>` to the banner role, while browsers
 * (and axe) do so only outside `<main>` and sectioning content; screens use page headers inside
 * `<main>`, so the site banner is the one that is not inside it.
 */
export async function findSiteHeader(): Promise<HTMLElement> {
  return waitFor(() => {
    const banner = screen.queryAllByRole('banner').find((element) => !element.closest('main'));
    if (!banner) throw new Error('No site header (banner outside <main>) yet');
    return banner;
  });
}

export function getSiteHeader(): HTMLElement {
  const banner = screen.getAllByRole('banner').find((element) => !element.closest('main'));
  if (!banner) throw new Error('No site header (banner outside <main>)');
  return banner;
}
