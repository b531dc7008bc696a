import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';
import { typeLogin } from '../../../../testing/login-form';

// Several user steps per test on a shared, busy CI machine.
vi.setConfig({ testTimeout: 20_000 });

async function openLanding() {
  const user = userEvent.setup();
  const app = renderApp('/landing');
  await screen.findByRole('heading', { level: 1 }, { timeout: 5000 });
  return { app, user };
}

describe('landing page (spec 01 §1, §2)', () => {
  it('stays open to a signed-in visitor (public, spec 03 §2), who gets the way in, not a login', async () => {
    await signInAs('member');
    const { app, user } = await openLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Imagination is endless...' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('You are signed in as member.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Login' })).toBeNull();
    expect(screen.queryByLabelText('Username')).toBeNull();
    expect(app.location()).toBe('/landing');
    await user.click(screen.getByRole('link', { name: 'Go to Dashboard' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
  });

  it('shows both slogans', async () => {
    await openLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Imagination is endless...' }),
    ).toBeInTheDocument();
    expect(screen.getByText('...But endless is for imagining.')).toBeInTheDocument();
  });

  it.each(['Windows', 'Mac', 'Linux'])(
    'the %s download only shows the notice',
    async (platform) => {
      const { app, user } = await openLanding();
      await user.click(screen.getByRole('button', { name: platform }));
      expect(await screen.findByText('Unable to Download')).toBeInTheDocument();
      expect(screen.getByText('No Public Releases Found')).toBeInTheDocument();
      expect(app.location()).toBe('/landing');
    },
  );

  it('links to terms, careers and privacy', async () => {
    await openLanding();
    const links = within(screen.getByRole('navigation', { name: 'About Endless' }));
    expect(links.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/legal/terms');
    expect(links.getByRole('link', { name: /Careers/ })).toHaveAttribute('target', '_blank');
    expect(links.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/legal/privacy');
  });

  it('switches the panel between login, register and forgot', async () => {
    const { user } = await openLanding();
    const panel = screen.getByRole('region', { name: 'Login' });
    expect(panel).toHaveAttribute('data-state', 'login');
    await user.click(within(panel).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Register' })).toHaveFocus();
    // The register form loads on demand.
    expect(await screen.findByRole('combobox', { name: 'Month' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await user.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Forgot Password' })).toHaveFocus();
  });

  it('logs in from the panel and opens the dashboard', async () => {
    const { app, user } = await openLanding();
    await typeLogin(user, { username: 'member', password: 'member-pass' });
    await user.keyboard('{Enter}');
    await waitFor(() => expect(app.location()).toBe('/dashboard'), { timeout: 3000 });
  });

  it('clears the password after a failed login from the panel', async () => {
    const { user } = await openLanding();
    await typeLogin(user, { username: 'member', password: 'wrong-password' });
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invalid Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });
});
