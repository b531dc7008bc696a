import { act, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import { clearSessionCookies, signInAs } from '../../../testing/session';

const PROTECTED = [
  '/restricted',
  '/dashboard',
  '/character',
  '/users',
  '/inventory',
  '/communities',
  '/account/settings',
  '/account/verify',
  '/account/verify/0123456789abcdef',
  '/account/connections/discord/callback',
  '/upgrade/success/cs_test_123',
  '/report/11/5',
  '/forums/1/create',
  '/forums/1/2/create',
  '/trading',
  '/services',
  '/design',
  '/develop',
  '/studio',
  '/workbench',
];

const GUEST_ONLY = ['/login', '/register'];

const PUBLIC = [
  '/landing',
  '/contact',
  '/legal/terms',
  '/legal/privacy',
  '/games',
  '/games/3',
  '/marketplace',
  '/marketplace/7',
  '/user/42',
  '/upgrade',
  '/forums',
  '/forums/1',
  '/forums/1/2',
  '/account/reset/password',
  '/account/reset/password/5/token',
];

describe('route guards (spec 01 §2, 03 §2)', () => {
  it.each(PROTECTED)('sends a guest from %s to login with a way back', async (path) => {
    const app = renderApp(path);
    await waitFor(() => expect(app.location()).toBe(`/login?redirect=${encodeURIComponent(path)}`));
    expect(await app.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the query string in the way back', async () => {
    const app = renderApp('/account/settings?d=3');
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/account/settings?d=3')}`),
    );
  });

  it.each(PROTECTED)('lets a signed-in user open %s', async (path) => {
    await signInAs('member');
    const app = renderApp(path);
    // The guards are loaders: the state the router first settles in is their final answer. It is
    // read as it happens: what a screen does next (a callback without a code moves on at once) is
    // that screen's own test, and would race a check made afterwards.
    const settled = await new Promise<typeof app.router.state>((resolve) => {
      if (app.router.state.initialized) return resolve(app.router.state);
      const unsubscribe = app.router.subscribe((state) => {
        if (!state.initialized) return;
        unsubscribe();
        resolve(state);
      });
    });
    expect(`${settled.location.pathname}${settled.location.search}`).toBe(path);
    expect(settled.matches.map(({ route }) => route.id)).toContain('protected');
  });

  it.each(GUEST_ONLY)('sends a signed-in user from %s to the dashboard', async (path) => {
    await signInAs('member');
    const app = renderApp(path);
    await waitFor(() => expect(app.location()).toBe('/dashboard'));
    expect(await app.findByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it.each(GUEST_ONLY)('lets a guest open %s', async (path) => {
    const app = renderApp(path);
    expect(await app.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe(path);
  });

  it.each(PUBLIC)('lets a guest open the public route %s', async (path) => {
    const app = renderApp(path);
    expect(await app.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe(path);
  });

  it('re-checks on every navigation, not only the first match', async () => {
    await signInAs('member');
    const app = renderApp('/dashboard');
    await waitFor(() => expect(app.router.state.initialized).toBe(true));
    expect(app.location()).toBe('/dashboard');

    document.cookie = 'endless_at=; Path=/; Max-Age=0; Secure; SameSite=Strict';
    await act(() => app.router.navigate('/inventory'));
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Finventory'));
  });

  it('leaves a protected screen when the session ends in place', async () => {
    await signInAs('member');
    const app = renderApp('/character?page=2');
    expect(await app.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(app.location()).toBe('/character?page=2');

    act(() => clearSessionCookies());
    await waitFor(() =>
      expect(app.location()).toBe(`/login?redirect=${encodeURIComponent('/character?page=2')}`),
    );
  });
});
