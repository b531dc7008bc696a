import { PERSONAS, server } from '@endless/mock-server/node';
import type { components } from '@endless/client';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STATUS_FAILURE } from '../../../../features/dashboard/components/status-form-view';
import { updateStatusSchema } from '../../../../features/dashboard/schemas/update-status';
import { apiClient } from '../../../../lib/api/client';
import { bodyField } from '../../../../testing/contract';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

type DashboardData = components['schemas']['DashboardData'];

/** Spec 02 §5, word for word. */
const STATUS_TOO_LONG = "That's a little too long... [Max 512 Characters]";

const member = PERSONAS[0];

afterEach(() => {
  vi.useRealTimers();
});

async function renderDashboard() {
  await signInAs(member);
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: /Welcome back, member/ }, { timeout: 8000 });
  // The feed and the friends list render together, right after the page's first commit.
  await screen.findByRole('heading', { name: 'Online Friends' });
  return view;
}

async function dashboardData(): Promise<DashboardData> {
  const { data } = await apiClient.GET('/main/data/dashboard');
  const dashboard = data?.dashboard[0];
  if (!dashboard) throw new Error('no dashboard');
  return dashboard;
}

const feed = () => screen.getByRole('list', { name: 'Statuses' });
const statusBox = () => screen.getByRole('textbox', { name: 'Update Status' });
/**
 * Pressed in the step it is found in: the composer's code, loaded at the first interaction, may
 * replace the stand-in's button at any await, and user-event would then press a detached one.
 */
const postStatus = () => act(() => screen.getByRole('button', { name: 'Post Status' }).click());

describe('dashboard', { timeout: 30_000 }, () => {
  it('shows the status feed with author links and Report links except on own statuses', async () => {
    await renderDashboard();
    const data = await dashboardData();
    const items = within(feed()).getAllByRole('article');
    expect(items).toHaveLength(data.statuses.length);
    const own = data.statuses.find((s) => s.username === 'member');
    const other = data.statuses.find((s) => s.username !== 'member');
    if (!own || !other) throw new Error('the seed has own and friends statuses');

    const ownItem = screen.getAllByRole('article', { name: 'Status by member' })[0]!;
    expect(within(ownItem).getByRole('link', { name: 'member' })).toHaveAttribute(
      'href',
      `/user/${own.user_id}`,
    );
    for (const item of screen.getAllByRole('article', { name: 'Status by member' })) {
      expect(within(item).queryByRole('link', { name: 'Report' })).not.toBeInTheDocument();
    }

    const otherItem = screen.getAllByRole('article', { name: `Status by ${other.username}` })[0]!;
    expect(within(otherItem).getByRole('link', { name: other.username })).toHaveAttribute(
      'href',
      `/user/${other.user_id}`,
    );
    expect(within(otherItem).getByRole('link', { name: 'Report' })).toHaveAttribute(
      'href',
      `/report/12/${other.status_id}`,
    );
    expect(within(otherItem).getByText(other.content)).toBeInTheDocument();
    expect(within(otherItem).getByRole('time')).toBeInTheDocument();
  });

  it('posts a status, shows it first in the feed and clears the box', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    await user.type(statusBox(), 'Testing the <b>lighthouse</b>');
    postStatus();
    await waitFor(() => expect(statusBox()).toHaveValue(''));
    const first = within(feed()).getAllByRole('article')[0]!;
    // User text is shown as text, never as HTML.
    expect(within(first).getByText('Testing the <b>lighthouse</b>')).toBeInTheDocument();
    expect(within(first).queryByRole('link', { name: 'Report' })).not.toBeInTheDocument();
  });

  it("says a status over 512 characters is too long and doesn't send it", async () => {
    await renderDashboard();
    fireEvent.change(statusBox(), { target: { value: 'x'.repeat(513) } });
    expect(await screen.findByText(STATUS_TOO_LONG)).toBeInTheDocument();
    fireEvent.change(statusBox(), { target: { value: 'x'.repeat(512) } });
    await waitFor(() => expect(screen.queryByText(STATUS_TOO_LONG)).not.toBeInTheDocument());
    expect(screen.getByText('0 characters remaining')).toBeInTheDocument();
  });

  it('counts a status in characters (code points), as the contract does', async () => {
    await renderDashboard();
    // 300 emoji are 600 UTF-16 units but 300 characters: within the 512.
    fireEvent.change(statusBox(), { target: { value: '😀'.repeat(300) } });
    expect(await screen.findByText('212 characters remaining')).toBeInTheDocument();
    expect(screen.queryByText(STATUS_TOO_LONG)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Status' })).toBeEnabled();
  });

  it('keeps the typed text when posting fails', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    server.use(
      http.post('*/main/dashboard/status', () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    await user.type(statusBox(), 'Still here');
    postStatus();
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_FAILURE);
    expect(statusBox()).toHaveValue('Still here');
  });

  it('shows the same failure text when the network drops', async () => {
    const user = userEvent.setup();
    await renderDashboard();
    server.use(http.post('*/main/dashboard/status', () => HttpResponse.error()));
    await user.type(statusBox(), 'Offline thought');
    postStatus();
    expect(await screen.findByRole('alert')).toHaveTextContent(STATUS_FAILURE);
    expect(statusBox()).toHaveValue('Offline thought');
  });

  it('lists online friends by the presence rules, skipping the own entry', async () => {
    const now = Math.floor(Date.now() / 1000);
    const long = `${'q'.repeat(60)}${'r'.repeat(7)}`;
    const friend = (
      user_id: number,
      username: string,
      idle: number,
      online_status: 0 | 1 | 2 | 3,
      latest_status: string | null = null,
    ) => ({
      user_id,
      username,
      latest_status,
      last_active: now - idle,
      online_status,
      half_render: 'abc123',
    });
    const dashboard: DashboardData = {
      username: 'member',
      half_render: 'abc123',
      active_render: 0,
      friends: [
        friend(1, 'member', 0, 3, 'my own'),
        friend(10, 'ada', 30, 3, long),
        friend(11, 'bobo', 600, 3),
        friend(12, 'cyra', 600, 1, 'x'.repeat(66)),
        friend(13, 'dee', 2000, 3),
      ],
      statuses: [],
      recents: [{ game_id: 12, game_title: 'Sky Islands' }],
    };
    server.use(
      http.get('*/main/data/dashboard', () =>
        HttpResponse.json({ status: 200, dashboard: [dashboard] }),
      ),
    );
    await renderDashboard();
    const list = screen.getByRole('list', { name: 'Online friends' });
    const names = within(list)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href')]);
    expect(names).toEqual([
      ['ada', '/user/10'],
      ['bobo', '/user/11'],
      ['cyra', '/user/12'],
    ]);
    const entry = (name: string) => within(list).getByRole('link', { name }).closest('li')!;
    expect(within(entry('ada')).getByRole('img', { name: 'Online' })).toBeInTheDocument();
    expect(within(entry('bobo')).getByRole('img', { name: 'Away' })).toBeInTheDocument();
    expect(within(entry('cyra')).getByRole('img', { name: 'Busy' })).toBeInTheDocument();
    expect(within(entry('ada')).getByText(`${'q'.repeat(57)}…`)).toBeInTheDocument();
    expect(within(entry('cyra')).getByText('x'.repeat(66))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sky Islands' })).toHaveAttribute('href', '/games/12');
    expect(screen.getByText('No statuses yet')).toBeInTheDocument();
  });

  it('saves the 2D/3D choice and restores it on the next visit', async () => {
    const user = userEvent.setup();
    const view = await renderDashboard();
    const saved = (await dashboardData()).active_render;
    expect(saved).toBe(0);
    expect(screen.getByRole('button', { name: '2D' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('img', { name: "member's character" })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '3D' }));
    expect(screen.getByRole('button', { name: '3D' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(async () => expect((await dashboardData()).active_render).toBe(1), {
      timeout: 5000,
    });
    // jsdom has no WebGL: the 3D choice falls back to the render with a note.
    expect(screen.getByText(/3D needs WebGL/)).toBeInTheDocument();

    view.unmount();
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: /Welcome back/ }, { timeout: 8000 });
    expect(screen.getByRole('button', { name: '3D' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('throttles Reload Character to 4 seconds', async () => {
    await renderDashboard();
    const reload = screen.getByRole('button', { name: 'Reload Character' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.click(reload);
    expect(reload).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3999);
    });
    expect(reload).toBeDisabled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(reload).toBeEnabled();
  });
});

describe('update status schema', () => {
  it('has the contract limits', () => {
    const field = bodyField('post', '/main/dashboard/status', 'content');
    expect(field.maxLength).toBe(512);
    expect(updateStatusSchema.safeParse({ content: 'x'.repeat(512) }).success).toBe(true);
    expect(updateStatusSchema.safeParse({ content: '😀'.repeat(512) }).success).toBe(true);
    expect(updateStatusSchema.safeParse({ content: '😀'.repeat(513) }).success).toBe(false);
    const tooLong = updateStatusSchema.safeParse({ content: 'x'.repeat(513) });
    expect(tooLong.error?.issues[0]?.message).toBe(STATUS_TOO_LONG);
    expect(field.minLength).toBe(1);
    expect(updateStatusSchema.safeParse({ content: '   ' }).success).toBe(false);
  });
});
