import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';

describe('AppHeader when the signed-in controls cannot load', () => {
  afterEach(() => {
    vi.doUnmock('./account-controls');
    vi.resetModules();
    vi.restoreAllMocks();
  });

  it('keeps the header and a Logout button that logs out', async () => {
    // The chunk cannot load (offline, or a deployment replaced it). The app's tests share module
    // instances (isolate: false): the header is imported afresh, after the mock.
    vi.resetModules();
    vi.doMock('./account-controls', () => {
      throw new TypeError('Failed to fetch dynamically imported module: account-controls.js');
    });
    const { AppHeader } = await import('./app-header');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onLogout = vi.fn();
    render(
      <MemoryRouter>
        <AppHeader signedIn account={undefined} onLogout={onLogout} />
      </MemoryRouter>,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.getByRole('navigation', { name: 'Site' })).toBeInTheDocument();
  });
});
