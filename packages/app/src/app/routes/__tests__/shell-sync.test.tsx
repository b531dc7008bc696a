import { server } from '@endless/mock-server/node';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../lib/api/client';
import { findSiteHeader, renderApp } from '../../../testing/render-app';
import {
  apiUrl,
  countSyncRequests,
  signIn,
  updateAccount,
  useFakeTimers,
  waitForAccount,
} from './shell-test-utils';

const SYNC_ERROR = 'ERROR OCCURED WHILE ATTEMPTING TO SYNC';
const unauthorized = () =>
  HttpResponse.json(
    { status: 401, error_code: 'AU1001', error_code_text: 'Unauthorized' },
    { status: 401 },
  );
const serverError = () =>
  HttpResponse.json(
    { status: 500, error_code: 'EX5000', error_code_text: 'Server Error' },
    { status: 500 },
  );

/** Lets the 30-second poll fire once and its answer arrive. */
async function nextPoll(): Promise<void> {
  await act(() => vi.advanceTimersByTimeAsync(30_000));
}

describe('account sync polling (spec 01 §4, §9)', () => {
  it('syncs on sign-in and then every 30 seconds', async () => {
    useFakeTimers();
    await signIn('member');
    const syncs = countSyncRequests();
    renderApp('/dashboard');
    await waitForAccount('member');
    expect(syncs.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(29_000));
    expect(syncs.count()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(syncs.count()).toBe(2));
    await nextPoll();
    await waitFor(() => expect(syncs.count()).toBe(3));
    syncs.stop();
  });

  it('does not sync while signed out', async () => {
    useFakeTimers();
    const syncs = countSyncRequests();
    const app = renderApp('/games');
    await app.findByRole('heading', { level: 1, name: 'Games' });
    await nextPoll();
    await nextPoll();
    expect(syncs.count()).toBe(0);
    syncs.stop();
  });

  it('reports the third failed sync in a row, not before', async () => {
    useFakeTimers();
    await signIn('member');
    renderApp('/dashboard');
    await waitForAccount('member');
    server.use(http.get(apiUrl('/account/sync'), serverError));
    await nextPoll();
    await nextPoll();
    expect(screen.queryByText(SYNC_ERROR)).toBeNull();
    await nextPoll();
    expect(await screen.findByText(SYNC_ERROR)).toBeInTheDocument();
  });

  it('starts counting again after a successful sync', async () => {
    useFakeTimers();
    await signIn('member');
    renderApp('/dashboard');
    await waitForAccount('member');
    let calls = 0;
    server.use(
      http.get(apiUrl('/account/sync'), () => {
        calls += 1;
        // fail, fail, answered by the real handler, fail, fail: never three in a row.
        return calls === 3 ? undefined : serverError();
      }),
    );
    for (let i = 0; i < 5; i++) await nextPoll();
    expect(calls).toBe(5);
    expect(screen.queryByText(SYNC_ERROR)).toBeNull();
  });

  it('signs out silently on a 401 that fresh tokens do not cure', async () => {
    useFakeTimers();
    await signIn('member');
    const app = renderApp('/dashboard');
    await waitForAccount('member');
    server.use(http.get(apiUrl('/account/sync'), unauthorized));
    await nextPoll();
    await waitFor(() => expect(app.location()).toBe('/login?redirect=%2Fdashboard'));
    await nextPoll();
    await nextPoll();
    expect(screen.queryByText(SYNC_ERROR)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('new build notice (spec 01 §8)', () => {
  it('invites a refresh once when latest_build differs from 3.0.0', async () => {
    useFakeTimers();
    await signIn('member');
    const { data } = await apiClient.GET('/account/sync');
    if (!data) throw new Error('no sync');
    server.use(
      http.get(apiUrl('/account/sync'), () =>
        HttpResponse.json({ ...data, latest_build: '3.0.1' }),
      ),
    );
    renderApp('/dashboard');
    const notice = await screen.findByRole('button', {
      name: /A New Update is Available\s+Click Here to Refresh/,
    });
    // Clicking reloads the page (jsdom cannot) and dismisses the notice.
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(notice);
    await waitFor(() => expect(screen.queryByText('A New Update is Available')).toBeNull());
    await nextPoll();
    await nextPoll();
    expect(screen.queryByText('A New Update is Available')).toBeNull();
  });

  it('says nothing when the build is current', async () => {
    await signIn('member');
    renderApp('/dashboard');
    await waitForAccount('member');
    expect(screen.queryByText('A New Update is Available')).toBeNull();
  });
});

describe('theme from the sync (the three themes of @endless/ui)', () => {
  it.each([
    ['member', 'default'],
    ['staff', 'blue'],
    ['private', 'grey'],
  ] as const)('applies the theme of %s (%s)', async (username, theme) => {
    await signIn(username);
    const app = renderApp('/dashboard');
    await waitForAccount(username);
    await waitFor(() =>
      expect(app.container.querySelector('.ui-theme')).toHaveAttribute('data-theme', theme),
    );
  });
});

describe('restricted account (spec 01 §4, 02 §6)', () => {
  it.each(['/dashboard', '/games', '/users', '/account/settings', '/forums'])(
    'is sent from %s to /restricted',
    async (path) => {
      await signIn('suspended');
      const app = renderApp(path);
      await waitFor(() => expect(app.location()).toBe('/restricted'));
    },
  );

  // The landing page has no shell (spec 03 §2) but the same guard (spec 01 §4, 02 §6).
  it.each([
    ['suspended', '/landing'],
    ['suspended', '/'],
    ['terminated', '/landing'],
    ['renamed', '/'],
  ] as const)(
    '%s is sent from %s to /restricted, never shown the landing',
    async (username, path) => {
      await signIn(username);
      const app = renderApp(path);
      await waitFor(() => expect(app.location()).toBe('/restricted'));
      expect(screen.queryByText(/You are signed in/)).toBeNull();
      expect(screen.queryByRole('link', { name: 'Go to Dashboard' })).toBeNull();
    },
  );

  it.each([
    ['/legal/terms', 'Terms of Service'],
    ['/legal/privacy', 'Privacy Policy'],
    ['/contact', 'Contact Us'],
    ['/restricted', 'Account Restricted'],
  ])('may stay on %s and sees it', async (path, heading) => {
    await signIn('suspended');
    const app = renderApp(path);
    const header = await findSiteHeader();
    await within(header).findByRole('button', { name: 'Logout' });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(app.location()).toBe(path);
  });

  it('stops the sync timer', async () => {
    useFakeTimers();
    await signIn('suspended');
    const syncs = countSyncRequests();
    renderApp('/legal/terms');
    await within(await findSiteHeader()).findByRole('button', { name: 'Logout' });
    await nextPoll();
    await nextPoll();
    expect(syncs.count()).toBe(1);
    syncs.stop();
  });

  it('is caught when the account becomes restricted while in use', async () => {
    useFakeTimers();
    await signIn('member');
    const app = renderApp('/dashboard');
    await waitForAccount('member');
    await updateAccount('member', (draft) => {
      draft.account_state = 0;
    });
    await nextPoll();
    await waitFor(() => expect(app.location()).toBe('/restricted'));
  });
});
