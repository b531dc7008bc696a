import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { signIn, updateAccount, waitForAccount } from './shell-test-utils';

describe('verification banners (spec 01 §4 verified_email)', () => {
  it('warns an unverified account (0) and links to verification', async () => {
    await signIn('unverified');
    renderApp('/dashboard');
    const banner = await screen.findByRole('region', { name: 'This Account is not verified...' });
    expect(
      within(banner).getByText('Accounts not verified within 30 days will be removed'),
    ).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Verify or Resend E-mail' })).toHaveAttribute(
      'href',
      '/account/verify',
    );
  });

  it('tells an account with a pending new address (2) that the old one stays in use', async () => {
    await updateAccount('member', (draft) => {
      draft.verified_email = 2;
    });
    await signIn('member');
    renderApp('/dashboard');
    const banner = await screen.findByRole('region', {
      name: 'Your new e-mail address is waiting to be verified',
    });
    expect(
      within(banner).getByText(
        'Your old e-mail address stays in use until the new one is verified.',
      ),
    ).toBeInTheDocument();
  });

  it('shows nothing for a verified account (1)', async () => {
    await signIn('member');
    renderApp('/dashboard');
    await waitForAccount('member');
    expect(screen.queryByText('This Account is not verified...')).toBeNull();
    expect(screen.queryByText(/waiting to be verified/)).toBeNull();
  });
});

describe('sidebar (spec 01 §2)', () => {
  it('shows the account, its nodes, the upgrade link and every area', async () => {
    await signIn('backer');
    renderApp('/dashboard');
    await waitForAccount('backer');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(within(sidebar).getByRole('img', { name: "backer's avatar" })).toBeInTheDocument();
    expect(within(sidebar).getByText('backer')).toBeInTheDocument();
    expect(within(sidebar).getByText('7.3K')).toBeInTheDocument();
    expect(within(sidebar).getByText('Subscriber')).toBeInTheDocument();
    expect(within(sidebar).getByText('Backer')).toBeInTheDocument();
    expect(within(sidebar).getByRole('link', { name: 'Upgrade Account' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
    const nav = within(sidebar).getByRole('navigation', { name: 'Main' });
    // The tests run in the dev environment, where Workbench and Artists Studio exist.
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Home',
      'Character',
      'Users',
      'Inventory',
      'Marketplace',
      'Forums',
      'Games',
      'Communities',
      'Settings',
      'Workbench',
      'Artists Studio',
    ]);
    expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('puts the friend-request count on the Users entry, without badges for a member', async () => {
    await signIn('member');
    renderApp('/dashboard');
    await waitForAccount('member');
    const sidebar = screen.getByRole('complementary', { name: 'Sidebar' });
    expect(
      within(sidebar).getByRole('link', { name: /^Users, \d+ friend requests?$/ }),
    ).toHaveAttribute('href', '/users');
    expect(within(sidebar).queryByText('Subscriber')).toBeNull();
    expect(within(sidebar).queryByText('Backer')).toBeNull();
  });

  it('remembers the hamburger toggle', async () => {
    await signIn('member');
    const first = renderApp('/dashboard');
    await waitForAccount('member');
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    toggle.click();
    expect(await screen.findByRole('button', { name: 'Menu', expanded: false })).toBeVisible();
    first.unmount();

    renderApp('/dashboard');
    expect(await screen.findByRole('button', { name: 'Menu', expanded: false })).toBeVisible();
  });
});
