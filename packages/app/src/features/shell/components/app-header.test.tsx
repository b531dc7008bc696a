import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppHeader } from './app-header';

// The signed-in controls' chunk cannot load (offline, or a deployment replaced it).
vi.mock('./account-controls', () => {
  throw new TypeError('Failed to fetch dynamically imported module: account-controls.js');
});

describe('AppHeader when the signed-in controls cannot load', () => {
  it('keeps the header and a Logout button that logs out', async () => {
    const onLogout = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
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
