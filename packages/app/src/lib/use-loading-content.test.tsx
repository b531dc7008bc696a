import { QueryClient, QueryClientProvider, QueryObserver, useQuery } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
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

  // A screen's useQuery adds its query to the cache while it renders (a key the loader did not
  // start, as after a failed sync): the layout above it must not be updated in that render.
  it('never updates its reader while another component renders', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    let page = 1;
    const pageListeners = new Set<() => void>();
    const subscribePage = (listener: () => void) => {
      pageListeners.add(listener);
      return () => pageListeners.delete(listener);
    };
    function Reader() {
      return <p>{useLoadingContent() ? 'busy' : 'idle'}</p>;
    }
    function Screen() {
      const shown = useSyncExternalStore(subscribePage, () => page);
      useQuery({ queryKey: ['page', shown], queryFn: async () => `page ${shown}` });
      return null;
    }
    function Layout() {
      return (
        <>
          <Reader />
          <Screen />
        </>
      );
    }
    const router = createMemoryRouter([{ path: '/', Component: Layout }]);
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('idle')).toBeInTheDocument();
    const errors = vi.spyOn(console, 'error');
    act(() => {
      // A read starts elsewhere (the reader's value changes) and, in the same render, the screen
      // asks for a key new to the cache.
      new QueryObserver(queryClient, {
        queryKey: ['elsewhere'],
        queryFn: () => new Promise<string>(() => {}),
      }).subscribe(() => {});
      page = 2;
      for (const listener of pageListeners) listener();
    });
    expect(errors.mock.calls.flat().join(' ')).not.toMatch(/Cannot update a component/);
    errors.mockRestore();
    expect(await screen.findByText('busy')).toBeInTheDocument();
  });
});
