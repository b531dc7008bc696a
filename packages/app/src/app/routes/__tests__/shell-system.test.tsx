import { server } from '@endless/mock-server/node';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { contractVersion } from '../../../testing/contract';
import { renderApp } from '../../../testing/render-app';
import { apiUrl, recordCookieWrites, useFakeTimers } from './shell-test-utils';

const COOKIE_TEXT = 'This site uses cookies. By continuing to use it, you agree to their use.';

describe('cookie notice (spec 01 §2, §9)', () => {
  it('is dismissed by a click that sets the cookie for 30 days, and stays away', async () => {
    const cookies = recordCookieWrites();
    try {
      const first = renderApp('/games');
      const user = userEvent.setup();
      await first.findByRole('heading', { level: 1, name: 'Games' });
      await user.keyboard('{Tab}');
      const notice = await screen.findByRole('button', { name: new RegExp(COOKIE_TEXT) });
      await user.click(notice);
      await waitFor(() => expect(screen.queryByText(COOKIE_TEXT)).toBeNull());
      expect(cookies.writes).toContain(
        'endless_cookie_notice=1; Path=/; Secure; SameSite=Strict; Max-Age=2592000',
      );
      first.unmount();

      const second = renderApp('/games');
      await second.findByRole('heading', { level: 1, name: 'Games' });
      await user.keyboard('{Tab}');
      expect(screen.queryByText(COOKIE_TEXT)).toBeNull();
    } finally {
      cookies.restore();
    }
  });

  it('shows on a first visit to a visitor who only reads, once the page is idle', async () => {
    renderApp('/landing');
    await screen.findByRole('heading', { level: 1, name: 'Imagination is endless...' });
    expect(await screen.findByText(COOKIE_TEXT)).toBeInTheDocument();
  });
});

describe('API ping (spec 03 §7, §8)', () => {
  it('calls /ping one second after start and reports no connection', async () => {
    useFakeTimers();
    let pings = 0;
    server.use(
      http.get(apiUrl('/ping'), () => {
        pings += 1;
        return HttpResponse.error();
      }),
    );
    const app = renderApp('/games');
    await app.findByRole('heading', { level: 1, name: 'Games' });
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(pings).toBe(0);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(await screen.findByText('API ERROR NO CONNECTION')).toBeInTheDocument();
    expect(pings).toBe(1);
  });

  it('reports a server error as no connection', async () => {
    useFakeTimers();
    server.use(
      http.get(apiUrl('/ping'), () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Server Error' },
          { status: 500 },
        ),
      ),
    );
    renderApp('/games');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText('API ERROR NO CONNECTION')).toBeInTheDocument();
  });

  it('shows the API and build version on the first success only', async () => {
    const versions = `API v${contractVersion} · Build v3.0.0`;
    useFakeTimers();
    const first = renderApp('/games');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(await screen.findByText(versions)).toBeInTheDocument();
    expect(document.cookie).toMatch(/endless_api_check=/);
    first.unmount();

    let pings = 0;
    server.events.on('request:start', function count({ request }) {
      if (new URL(request.url).pathname === '/ping') pings += 1;
      if (pings > 0) server.events.removeListener('request:start', count);
    });
    renderApp('/games');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await waitFor(() => expect(pings).toBe(1));
    expect(screen.queryByText(versions)).toBeNull();
  });
});
