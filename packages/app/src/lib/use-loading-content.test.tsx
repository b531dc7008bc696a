import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useLoadingContent } from './use-loading-content';

/** A query whose answers the test hands out one at a time. */
function controlledQuery() {
  const pending: Array<(value: string) => void> = [];
  const queryFn = () => new Promise<string>((resolve) => pending.push(resolve));
  return { queryFn, answer: (value: string) => pending.shift()?.(value) };
}

function renderScreen(queryFn: () => Promise<string>) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  function Screen() {
    const busy = useLoadingContent();
    const { data } = useQuery({ queryKey: ['greeting'], queryFn });
    return <main aria-busy={busy || undefined}>{data ?? 'Loading'}</main>;
  }
  const router = createMemoryRouter([{ path: '/', Component: Screen }]);
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return queryClient;
}

describe('useLoadingContent', () => {
  it('is true while a shown screen waits for its first data, not while it refetches', async () => {
    const { queryFn, answer } = controlledQuery();
    const queryClient = renderScreen(queryFn);
    expect(await screen.findByRole('main')).toHaveAttribute('aria-busy', 'true');

    await act(async () => answer('Hello'));
    expect(await screen.findByText('Hello')).not.toHaveAttribute('aria-busy');

    // A background refetch keeps showing the data: the page has settled.
    await act(async () => void queryClient.invalidateQueries({ queryKey: ['greeting'] }));
    expect(queryClient.isFetching()).toBe(1);
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy');
    await act(async () => answer('Hello again'));
    expect(await screen.findByText('Hello again')).toBeInTheDocument();
  });
});
