import { PERSONAS, server } from '@endless/mock-server/node';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiClient } from '../../../../lib/api/client';
import { renderApp } from '../../../../testing/render-app';
import { signInAs } from '../../../../testing/session';

const stopListening: (() => void)[] = [];
afterEach(() => {
  vi.restoreAllMocks();
  for (const stop of stopListening.splice(0)) stop();
});

/** Records the search requests made from now on (their `query`). */
function recordSearches(): string[] & { times: number[] } {
  const queries = Object.assign([] as string[], { times: [] as number[] });
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname !== '/main/data/users') return;
    queries.push(url.searchParams.get('query') ?? '');
    queries.times.push(performance.now());
  };
  server.events.on('request:start', listener);
  stopListening.push(() => server.events.removeListener('request:start', listener));
  return queries;
}

async function renderUsers() {
  await signInAs(PERSONAS[0]);
  const view = renderApp('/users');
  await screen.findByRole('heading', { level: 1, name: 'Friends' }, { timeout: 5000 });
  return view;
}

const tab = (name: string) => screen.getByRole('tab', { name: new RegExp(`^${name}`) });
const queryTab = (name: string) => screen.queryByRole('tab', { name: new RegExp(`^${name}`) });
const countOf = (name: string) => tab(name).querySelector('.ui-tabs__count')?.textContent;
const searchBox = () => screen.getByRole('searchbox', { name: 'Search Users' });

describe('friends screen', { timeout: 20_000 }, () => {
  it('opens on Pending Friends with every view counted, and no Search Results entry', async () => {
    await renderUsers();
    const { data } = await apiClient.GET('/main/data/users/relations');
    if (!data) throw new Error('no relations');
    await waitFor(() => expect(countOf('Pending Friends')).toBe(String(data.counts.count_pending)));
    expect(countOf('Friends')).toBe(String(data.counts.count_friends));
    expect(countOf('Following')).toBe(String(data.counts.count_following));
    expect(countOf('Followers')).toBe(String(data.counts.count_followers));
    expect(tab('Pending Friends')).toHaveAttribute('aria-selected', 'true');
    expect(queryTab('Search Results')).not.toBeInTheDocument();

    const panel = screen.getByRole('tabpanel');
    const first = data.pending[0];
    if (!first) throw new Error('member has pending requests in the seed');
    expect(within(panel).getByRole('link', { name: first.username })).toHaveAttribute(
      'href',
      `/user/${first.user_id}`,
    );
    expect(within(panel).getAllByRole('listitem')).toHaveLength(data.pending.length);
    expect(
      within(panel).getAllByText(/\d+ Friends?$/).length +
        within(panel).getAllByText(/Followers?$/).length,
    ).toBeGreaterThan(0);
  });

  it('lists friends, following and followers in their views', async () => {
    const user = userEvent.setup();
    await renderUsers();
    await waitFor(() => expect(countOf('Friends')).not.toBe('0'));
    await user.click(tab('Friends'));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('link', { name: 'staff' })).toHaveAttribute('href', '/user/2');
    // The staff friend carries the shield.
    const staffEntry = within(panel).getByRole('link', { name: 'staff' }).closest('li');
    expect(
      within(staffEntry as HTMLElement).getByRole('img', { name: 'Endless Staff' }),
    ).toBeInTheDocument();
  });

  it('searches 500 ms after typing stops and switches to Search Results', async () => {
    const user = userEvent.setup();
    const searches = recordSearches();
    await renderUsers();
    let typedAt = 0;
    searchBox().addEventListener('input', () => (typedAt = performance.now()));
    await user.type(searchBox(), 'member');
    expect(tab('Search Results')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Consulting the Forbidden Archives');
    const link = await within(await screen.findByRole('tabpanel')).findByRole(
      'link',
      { name: 'member' },
      { timeout: 3000 },
    );
    expect(link).toHaveAttribute('href', '/user/1');
    // The request went out once typing had stopped for 500 ms.
    expect(searches.at(-1)).toBe('member');
    expect(searches.times.at(-1)! - typedAt).toBeGreaterThanOrEqual(495);
    expect(searches.every((query) => query.length >= 3)).toBe(true);
    expect(Number(countOf('Search Results'))).toBeGreaterThan(0);
  });

  it('sends no request under 3 characters', async () => {
    const user = userEvent.setup();
    const searches = recordSearches();
    await renderUsers();
    await user.type(searchBox(), 'me');
    expect(
      await screen.findByText('Enter at least 3 characters to search.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(searches).toHaveLength(0);
    expect(countOf('Search Results')).toBe('0');
  });

  it("sends no query over the contract's 22 characters", async () => {
    const searches = recordSearches();
    await renderUsers();
    fireEvent.change(searchBox(), { target: { value: 'a'.repeat(23) } });
    expect(
      await screen.findByText('Enter at most 22 characters to search.', {}, { timeout: 3000 }),
    ).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(searches).toHaveLength(0);
    // 22 characters, even astral ones (44 UTF-16 units), are sent.
    fireEvent.change(searchBox(), { target: { value: '😀'.repeat(22) } });
    await waitFor(() => expect(searches).toHaveLength(1), { timeout: 3000 });
    expect(screen.queryByText('Enter at most 22 characters to search.')).not.toBeInTheDocument();
  });

  it('clears old results and shows the loader when typing again', async () => {
    const user = userEvent.setup();
    await renderUsers();
    await user.type(searchBox(), 'member');
    await within(await screen.findByRole('tabpanel')).findByRole(
      'link',
      { name: 'member' },
      { timeout: 3000 },
    );
    await user.type(searchBox(), 'x');
    expect(
      within(screen.getByRole('tabpanel')).queryByRole('link', { name: 'member' }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Consulting the Forbidden Archives');
    expect(countOf('Search Results')).toBe('0');
  });

  it('shows a zero count when nothing matches', async () => {
    const user = userEvent.setup();
    await renderUsers();
    await user.type(searchBox(), 'qqqzzzqqq');
    expect(await screen.findByText('No Users Found', {}, { timeout: 3000 })).toBeVisible();
    expect(countOf('Search Results')).toBe('0');
  });

  it('hides Search Results on another view only when the box is empty and there are no results', async () => {
    const user = userEvent.setup();
    await renderUsers();
    await user.type(searchBox(), 'member');
    await within(await screen.findByRole('tabpanel')).findByRole(
      'link',
      { name: 'member' },
      { timeout: 3000 },
    );
    await user.click(tab('Friends'));
    // Results exist: the entry stays.
    expect(queryTab('Search Results')).toBeInTheDocument();

    await user.clear(searchBox());
    expect(tab('Search Results')).toHaveAttribute('aria-selected', 'true');
    await user.click(tab('Followers'));
    expect(queryTab('Search Results')).not.toBeInTheDocument();
  });

  it('keeps Search Results while the box has text', async () => {
    const user = userEvent.setup();
    await renderUsers();
    await user.type(searchBox(), 'qqqzzzqqq');
    await screen.findByText('No Users Found', {}, { timeout: 3000 });
    await user.click(tab('Following'));
    expect(queryTab('Search Results')).toBeInTheDocument();
  });

  it('suppresses Enter on the page', async () => {
    await renderUsers();
    const notPrevented = fireEvent.keyDown(searchBox(), { key: 'Enter' });
    expect(notPrevented).toBe(false);
  });

  it('only logs a failed relations load and shows calm empty views', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error');
    server.use(
      http.get('*/main/data/users/relations', () =>
        HttpResponse.json(
          { status: 500, error_code: 'EX5000', error_code_text: 'Internal Server Error' },
          { status: 500 },
        ),
      ),
    );
    await renderUsers();
    expect(await screen.findByText('No Pending Friends', {}, { timeout: 3000 })).toBeVisible();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[EX5000]'));
    expect(countOf('Pending Friends')).toBe('0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(error).not.toHaveBeenCalled();
  });

  it('only logs a failed search', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/main/data/users', () => HttpResponse.error()));
    await renderUsers();
    await user.type(searchBox(), 'member');
    expect(await screen.findByText('No Users Found', {}, { timeout: 3000 })).toBeVisible();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[EX4000]'));
    expect(countOf('Search Results')).toBe('0');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
