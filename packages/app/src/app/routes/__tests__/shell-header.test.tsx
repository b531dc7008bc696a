import { server } from '@endless/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '../../../config/env';
import { refreshAccount } from '../../../lib/account';
import { isSignedIn } from '../../../lib/session';
import { findSiteHeader, getSiteHeader, renderApp } from '../../../testing/render-app';
import { apiUrl, signIn, updateAccount, waitForAccount } from './shell-test-utils';

const header = () => getSiteHeader();
const siteNav = () => within(header()).getByRole('navigation', { name: 'Site' });

async function openMenu(name: string | RegExp) {
  const user = userEvent.setup();
  await user.click(within(header()).getByRole('button', { name }));
  return { user, menu: await screen.findByRole('menu') };
}

describe('header for a guest (spec 01 §2)', () => {
  it('shows the site links and the way in, without HOME or account controls', async () => {
    const app = renderApp('/games');
    await app.findByRole('heading', { level: 1, name: 'Games' });
    const links = within(siteNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['GAMES', 'MARKETPLACE', 'FORUM']);
    expect(within(header()).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header()).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/register',
    );
    expect(within(header()).queryByRole('button', { name: 'Settings menu' })).toBeNull();
    // Guests get no sidebar (and so no hamburger).
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
  });

  it('is not shown on the landing page', async () => {
    const app = renderApp('/landing');
    await app.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});

describe('header for a signed-in member (spec 01 §2)', () => {
  it('shows HOME, the username, the node balance, the bell and the settings menu', async () => {
    await signIn('member');
    renderApp('/games');
    await waitForAccount('member');
    const links = within(siteNav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(['HOME', 'GAMES', 'MARKETPLACE', 'FORUM']);
    expect(within(header()).getByRole('link', { name: 'member' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(
      within(header()).getByRole('button', { name: /^Node balance: 12,5\d\d nodes$/ }),
    ).toBeInTheDocument();
    // The tests run in the dev environment, where the bell exists (spec 01 §6).
    expect(env.isDev).toBe(true);
    expect(within(header()).getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(within(header()).queryByRole('link', { name: 'Login' })).toBeNull();
    expect(within(header()).queryByRole('link', { name: /Staff actions/ })).toBeNull();
  });

  it('shows the login username beside a different public username', async () => {
    await updateAccount('member', (draft) => {
      draft.username_pool = 12;
    });
    await signIn('member');
    renderApp('/games');
    await waitForAccount('member#12 member');
  });

  it('opens Profile, Settings and Logout from the settings menu', async () => {
    await signIn('member');
    renderApp('/games');
    await waitForAccount('member');
    const { menu } = await openMenu('Settings menu');
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Profile', 'Settings', 'Logout']);
    expect(items[0]).toHaveAttribute('href', '/profile');
    expect(items[1]).toHaveAttribute('href', '/account/settings');
  });
});

describe('node balance dropdown (spec 01 §9 daily nodes)', () => {
  async function dailyFigures() {
    const { menu } = await openMenu(/^Node balance/);
    const rows = within(menu).getAllByRole('menuitem');
    return { menu, texts: rows.map((row) => row.textContent) };
  }

  it('gives a member 5 × multiplier, rounded (5 × 1.5 = 8)', async () => {
    await signIn('member');
    renderApp('/games');
    await waitForAccount('member');
    const { menu, texts } = await dailyFigures();
    expect(texts).toEqual(['Daily Nodes8', 'Daily Login Multiplier×1.5', 'Purchase Nodes']);
    expect(within(menu).getByRole('menuitem', { name: 'Purchase Nodes' })).toHaveAttribute(
      'href',
      '/upgrade',
    );
  });

  it('gives a subscriber and backer 15 a day', async () => {
    await signIn('backer');
    renderApp('/games');
    await waitForAccount('backer');
    const { texts } = await dailyFigures();
    expect(texts.slice(0, 2)).toEqual(['Daily Nodes15', 'Daily Login Multiplier×1']);
  });

  it.each([
    ['a subscriber only', 1, 0],
    ['a backer only', 0, 3],
  ] as const)('gives %s 15 × multiplier, rounded', async (_, subscriber, backer) => {
    await updateAccount('member', (draft) => {
      draft.subscriber = subscriber;
      draft.backer = backer;
      draft.nodes_multiplier = 1.25;
    });
    await signIn('member');
    renderApp('/games');
    await waitForAccount('member');
    const { texts } = await dailyFigures();
    // 15 × 1.25 = 18.75
    expect(texts.slice(0, 2)).toEqual(['Daily Nodes19', 'Daily Login Multiplier×1.25']);
  });
});

describe('staff actions counter (spec 01 §6)', () => {
  it('links staff to the external access site with the open actions count', async () => {
    await signIn('staff');
    renderApp('/games');
    await waitForAccount('staff');
    const shield = within(header()).getByRole('link', { name: /^Staff actions: \d+/ });
    expect(shield).toHaveAttribute('href', env.links.staffAccess);
    expect(shield).toHaveAttribute('target', '_blank');
    expect(shield).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('restricted account (spec 01 §4)', () => {
  it('reduces the header to Logout and hides the sidebar', async () => {
    await signIn('suspended');
    const app = renderApp('/legal/terms');
    const logout = await within(await findSiteHeader()).findByRole('button', {
      name: 'Logout',
    });
    expect(logout).toBeInTheDocument();
    expect(within(header()).queryAllByRole('link')).toEqual([]);
    expect(
      within(header())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Logout']);
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(app.location()).toBe('/legal/terms');
  });

  it('logs out from the reduced header', async () => {
    await signIn('suspended');
    const app = renderApp('/legal/privacy');
    const user = userEvent.setup();
    await user.click(
      await within(await findSiteHeader()).findByRole('button', {
        name: 'Logout',
      }),
    );
    await waitFor(() => expect(app.location()).toBe('/landing'));
    expect(isSignedIn()).toBe(false);
  });
});

describe('logout (spec 01 §4)', () => {
  it('clears the token cookies and goes to the landing page', async () => {
    await signIn('member');
    const app = renderApp('/dashboard');
    await waitForAccount('member');
    const { user, menu } = await openMenu('Settings menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(app.location()).toBe('/landing'));
    expect(document.cookie).not.toMatch(/endless_at=\w/);
    expect(document.cookie).not.toMatch(/endless_rt=\w/);
  });

  it('still signs out when the logout call fails', async () => {
    await signIn('member');
    const app = renderApp('/dashboard');
    await waitForAccount('member');
    let revokeAttempts = 0;
    server.use(
      http.delete(apiUrl('/OAuth2/authorize'), () => {
        revokeAttempts += 1;
        return HttpResponse.error();
      }),
    );
    const { user, menu } = await openMenu('Settings menu');
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() => expect(app.location()).toBe('/landing'));
    await waitFor(() => expect(revokeAttempts).toBe(1));
    expect(isSignedIn()).toBe(false);
    expect(document.cookie).not.toMatch(/endless_(at|rt)=\w/);
  });
});

describe('signed out by the client (failed refresh)', () => {
  it('returns a guarded page to login with a way back', async () => {
    await signIn('member');
    const app = renderApp('/dashboard');
    await waitForAccount('member');
    server.use(
      http.get(apiUrl('/account/sync'), () =>
        HttpResponse.json(
          { status: 401, error_code: 'AU1001', error_code_text: 'Unauthorized' },
          { status: 401 },
        ),
      ),
      http.put(apiUrl('/OAuth2/authorize'), () =>
        HttpResponse.json(
          { status: 401, error_code: 'AU1001', error_code_text: 'Unauthorized' },
          { status: 401 },
        ),
      ),
    );
    await refreshAccount(app.queryClient);
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fdashboard'), {
      timeout: 5000,
    });
    expect(within(header()).getByRole('link', { name: 'Login' })).toBeInTheDocument();
    expect(screen.queryByRole('complementary')).toBeNull();
  });
});
