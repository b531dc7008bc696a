import { server } from '@endless/mock-server/node';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';
import {
  MEMBER,
  SEEDED,
  actionButtons,
  expectStat,
  renderProfileAsMember,
  stat,
} from './profile-test-utils';

const stopListening: (() => void)[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const stop of stopListening.splice(0)) stop();
});

/** Counts the requests to `path` made from now on. */
function countRequests(method: string, path: string): () => number {
  let count = 0;
  const listener = ({ request }: { request: Request }) => {
    if (request.method === method && new URL(request.url).pathname === path) count += 1;
  };
  server.events.on('request:start', listener);
  stopListening.push(() => server.events.removeListener('request:start', listener));
  return () => count;
}

describe('public profile', { timeout: 20_000 }, () => {
  it("shows '~' for every stat while loading, then the numbers", async () => {
    await signInAs(MEMBER);
    renderApp(`/user/${SEEDED.staff}`);
    await screen.findByRole('heading', { level: 1, name: 'Loading profile…' }, { timeout: 5000 });
    expect(stat('Friends')).toBe('~');
    expect(stat('Followers')).toBe('~');
    expect(stat('Profile Views')).toBe('~');
    await screen.findByRole('heading', { level: 1, name: 'staff' }, { timeout: 5000 });
    expect(stat('Friends')).toMatch(/^\d[\d,]*$/);
    expect(stat('Followers')).toMatch(/^\d[\d,]*$/);
    expect(stat('Profile Views')).toMatch(/^\d[\d,]*$/);
  });

  it('shows the staff shield with its label, the online status and the render', async () => {
    await renderProfileAsMember(SEEDED.staff);
    expect(screen.getByText('Endless Staff')).toBeInTheDocument();
    expect(screen.getByText('Online')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'About' })).toBeInTheDocument();
    expect(screen.getByText('Endless Staff. Be kind.')).toBeInTheDocument();
  });

  it('shows the subscriber indication', async () => {
    await renderProfileAsMember(5);
    expect(screen.getByText('Subscriber')).toBeInTheDocument();
    expect(screen.queryByText('Endless Staff')).not.toBeInTheDocument();
  });

  it('renders about and signature as text with their line breaks', async () => {
    const { db } = await import('@endless/mock-server/node');
    await db.accounts.update((q) => q.where({ id: SEEDED.stranger }), {
      data: (draft) => {
        draft.about = '<b>bold</b>\nsecond line';
        draft.signature = 'one\ntwo';
      },
    });
    await renderProfileAsMember(SEEDED.stranger);
    const about = screen.getByText(/<b>bold<\/b>/);
    expect(about.textContent).toBe('<b>bold</b>\nsecond line');
    expect(about.querySelector('b')).toBeNull();
    expect(screen.getByText('one two').textContent).toBe('one\ntwo');
  });

  it("shows 'Private Account' for AC1011", async () => {
    await signInAs(MEMBER);
    renderApp(`/user/${SEEDED.private}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Private Account' }, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByText('User has made their account private.')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it.each([
    ['400 (id 0)', 0],
    ['404 (no such user)', 999999],
  ])('goes to /dashboard on %s', async (_name, id) => {
    await signInAs(MEMBER);
    const view = renderApp(`/user/${id}`);
    await waitFor(() => expect(view.location()).toBe('/dashboard'), { timeout: 5000 });
  });
});

describe('profile actions', { timeout: 20_000 }, () => {
  it.each<[string, number, string[]]>([
    ['a stranger', SEEDED.stranger, ['Add Friend', 'Follow']],
    ['a received request', SEEDED.requester, ['Accept', 'Decline', 'Follow']],
    ['a sent request', SEEDED.requested, ['Cancel', 'Follow']],
    ['a friend', SEEDED.friend, ['Unfriend', 'Follow']],
    ['a followed user', SEEDED.followed, ['Add Friend', 'Unfollow']],
    ['a blocked user', SEEDED.blocked, []],
  ])('shows the buttons for %s', async (_name, id, buttons) => {
    await renderProfileAsMember(id);
    expect(actionButtons()).toEqual(buttons);
  });

  it('Add Friend then Cancel', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.stranger);
    await user.click(screen.getByRole('button', { name: 'Add Friend' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Cancel', 'Follow']));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Add Friend', 'Follow']));
  });

  it('Accept adds one friend', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.requester);
    expect(stat('Friends')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    await expectStat('Friends', '1');
    expect(actionButtons()).toEqual(['Unfriend', 'Follow']);
  });

  it('Decline clears the request', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.requester);
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Add Friend', 'Follow']));
    expect(stat('Friends')).toBe('0');
  });

  it('Unfriend removes one friend', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.friend);
    expect(stat('Friends')).toBe('4');
    await user.click(screen.getByRole('button', { name: 'Unfriend' }));
    await expectStat('Friends', '3');
    expect(actionButtons()).toEqual(['Add Friend', 'Follow']);
  });

  it('Follow adds a follower and Unfollow removes it', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.stranger);
    expect(stat('Followers')).toBe('0');
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    await expectStat('Followers', '1');
    expect(actionButtons()).toEqual(['Add Friend', 'Unfollow']);
    await user.click(screen.getByRole('button', { name: 'Unfollow' }));
    await expectStat('Followers', '0');
    expect(actionButtons()).toEqual(['Add Friend', 'Follow']);
  });

  it('disables the buttons while a call is in flight', async () => {
    const user = userEvent.setup();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post(
        '*/main/user/follow',
        async () => {
          await gate;
          return HttpResponse.json({
            status: 200,
            user_id: SEEDED.stranger,
            follow_state: 1,
            user_followers: 1,
          });
        },
        { once: true },
      ),
    );
    await renderProfileAsMember(SEEDED.stranger);
    await user.click(screen.getByRole('button', { name: 'Follow' }));
    expect(screen.getByRole('button', { name: 'Follow' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeDisabled();
    release();
    await expectStat('Followers', '1');
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeEnabled();
  });

  it('only logs an action error and re-enables the button', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    server.use(
      http.post(
        '*/main/friends/request',
        () =>
          HttpResponse.json(
            {
              status: 403,
              error_code: 'AC1015',
              error_code_text: 'Not Allowed By Privacy Settings',
            },
            { status: 403 },
          ),
        { once: true },
      ),
    );
    await renderProfileAsMember(SEEDED.stranger);
    await user.click(screen.getByRole('button', { name: 'Add Friend' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('[AC1015]')));
    expect(screen.getByRole('button', { name: 'Add Friend' })).toBeEnabled();
    expect(actionButtons()).toEqual(['Add Friend', 'Follow']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('profile load failure', { timeout: 30_000 }, () => {
  it('explains a server error and offers a retry and a way back', async () => {
    const user = userEvent.setup();
    // Persistent: the query retries 5xx answers before it gives up.
    server.use(
      http.get('*/main/data/user', () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    await signInAs(MEMBER);
    renderApp(`/user/${SEEDED.stranger}`);
    expect(
      await screen.findByRole('heading', { name: 'Profile Unavailable' }, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByText('[EX5000] Internal Server Error')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('button', { name: 'Add Friend' })).toBeVisible();
  });
});

describe('profile menu', { timeout: 20_000 }, () => {
  it('offers Report and Block to a signed-in viewer', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.stranger);
    await user.click(screen.getByRole('button', { name: 'More' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Report' })).toHaveAttribute(
      'href',
      `/report/11/${SEEDED.stranger}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Block' })).toBeInTheDocument();
  });

  it('Report goes to the report form', async () => {
    const user = userEvent.setup();
    const view = await renderProfileAsMember(SEEDED.stranger);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Report' }));
    await waitFor(() => expect(view.location()).toBe(`/report/11/${SEEDED.stranger}`));
  });

  it('is not shown to guests, who see no actions either', async () => {
    renderApp(`/user/${SEEDED.staff}`);
    await screen.findByRole('heading', { level: 1, name: 'staff' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(actionButtons()).toEqual([]);
  });

  it('is not shown on one’s own profile, nor are actions', async () => {
    await renderProfileAsMember(SEEDED.member);
    expect(screen.getByRole('heading', { level: 1, name: 'member' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(actionButtons()).toEqual([]);
  });

  it('is not shown on a restricted profile, which offers no new relation either', async () => {
    await renderProfileAsMember(SEEDED.terminated);
    expect(screen.getByRole('heading', { level: 1, name: 'terminated' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(actionButtons()).toEqual([]);
  });

  it('Block asks first, then the page reloads its data', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.followed);
    expect(actionButtons()).toEqual(['Add Friend', 'Unfollow']);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Block' }));
    const dialog = await screen.findByRole('alertdialog');
    const profileLoads = countRequests('GET', '/main/data/user');
    await user.click(within(dialog).getByRole('button', { name: 'Block' }));
    // The reloaded data: blocking ended the follow, so the follower is gone too.
    await expectStat('Followers', '0');
    expect(profileLoads()).toBe(1);
    expect(actionButtons()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'More' }));
    expect(await screen.findByRole('menuitem', { name: 'Unblock' })).toBeInTheDocument();
  });

  it('Unblock reloads the page with the relation buttons back', async () => {
    const user = userEvent.setup();
    await renderProfileAsMember(SEEDED.blocked);
    expect(actionButtons()).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Unblock' }));
    await waitFor(() => expect(actionButtons()).toEqual(['Follow']));
  });
});
