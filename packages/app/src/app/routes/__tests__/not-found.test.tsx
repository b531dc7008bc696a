import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MaintenancePage } from '../../../components/maintenance-page';
import { RouteErrorPage } from '../../../components/route-error-page';
import { renderApp } from '../../../testing/render-app';

describe('not-found page (spec 01 §2)', () => {
  it.each(['/nope', '/games/1/extra', '/account', '/forums/1/2/3/4'])(
    'answers %s with 404 and a way back home',
    async (path) => {
      const app = renderApp(path);
      expect(
        await app.findByRole('heading', { level: 1, name: '404 | Page Not Found' }),
      ).toBeInTheDocument();
      expect(
        screen.getByText(
          "Check your URL again or use one of the search functions on the site to find what you're looking for.",
        ),
      ).toBeInTheDocument();
      expect(app.location()).toBe(path);

      await userEvent.click(screen.getByRole('link', { name: 'Back to Home' }));
      await waitFor(() => expect(app.location()).toBe('/landing'));
    },
  );
});

describe('maintenance page (spec 01 §2)', () => {
  it('keeps the spec wording', () => {
    render(
      <RouterProvider router={createMemoryRouter([{ path: '/', Component: MaintenancePage }])} />,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: '503 | Page Maintenace' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'This page is temporary disabled while our engineers are actively working on it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });
});

describe('route error boundary', () => {
  it('shows a recoverable error page and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    const router = createMemoryRouter([
      {
        path: '/',
        loader: () => {
          attempts += 1;
          if (attempts === 1) throw new Error('boom');
          return null;
        },
        Component: () => <h1>Recovered</h1>,
        ErrorBoundary: RouteErrorPage,
      },
    ]);
    render(<RouterProvider router={router} />);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeInTheDocument();
    expect(screen.getByText('An Unknown Error Has Occured - Try Again Later')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');

    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Recovered' })).toBeInTheDocument();
  });
});
