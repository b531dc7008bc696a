import { db } from '@endless/mock-server/node';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import { LOAD, signIn } from './forums-test-utils';

const GENERAL = 2;

function categoryThreads(categoryId: number) {
  const all = db.threads
    .findMany((q) => q.where({ category_id: categoryId }))
    .sort((a, b) => b.last_active - a.last_active || b.id - a.id);
  return { pinned: all.filter((t) => t.pinned === 1), unpinned: all.filter((t) => t.pinned === 0) };
}

async function threadRows(app: ReturnType<typeof renderApp>) {
  const list = await app.findByRole('list', { name: /^Threads in / }, LOAD);
  return within(list).getAllByRole('listitem');
}

describe('/forums/{cid} (spec 03 §2, §5, §9)', { timeout: 20_000 }, () => {
  it('shows pinned threads (marked) then 20 threads on page 1, with a breadcrumb', async () => {
    const { pinned, unpinned } = categoryThreads(GENERAL);
    const app = renderApp(`/forums/${GENERAL}`);
    const rows = await threadRows(app);
    expect(rows).toHaveLength(pinned.length + 20);
    expect(pinned.length).toBeGreaterThan(0);
    for (const [index, thread] of pinned.entries()) {
      expect(within(rows[index]!).getByRole('link', { name: thread.title })).toHaveAttribute(
        'href',
        `/forums/${GENERAL}/${thread.id}`,
      );
      expect(rows[index]).toHaveTextContent('Pinned');
    }
    expect(within(rows[pinned.length]!).getByRole('link')).toHaveTextContent(unpinned[0]!.title);
    expect(app.getByRole('heading', { level: 1, name: 'General Discussion' })).toBeInTheDocument();
    const crumbs = app.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/forums',
    );
  });

  it('shows pinned threads on page 1 only and pages through the rest, 20 a page', async () => {
    const { pinned, unpinned } = categoryThreads(GENERAL);
    const app = renderApp(`/forums/${GENERAL}?page=2`);
    const rows = await threadRows(app);
    expect(rows).toHaveLength(Math.min(20, unpinned.length - 20));
    for (const thread of pinned) expect(app.queryByText(thread.title)).not.toBeInTheDocument();
    expect(rows[0]).toHaveTextContent(unpinned[20]!.title);
    expect(app.queryByText('Pinned')).not.toBeInTheDocument();

    const pages = app.getByRole('navigation', { name: 'Thread pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      `/forums/${GENERAL}?page=3`,
    );
  });

  it.each(['abc', '0', '-2', '1.5', ''])('reads ?page=%s as page 1', async (value) => {
    const { pinned } = categoryThreads(GENERAL);
    const app = renderApp(`/forums/${GENERAL}?page=${value}`);
    const rows = await threadRows(app);
    expect(rows).toHaveLength(pinned.length + 20);
    const pages = app.getByRole('navigation', { name: 'Thread pages' });
    expect(within(pages).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('shows Create New to signed-in users only', async () => {
    const guest = renderApp(`/forums/${GENERAL}`);
    await threadRows(guest);
    expect(guest.queryByRole('link', { name: 'Create New' })).not.toBeInTheDocument();
    guest.unmount();

    await signIn('member');
    const member = renderApp(`/forums/${GENERAL}`);
    expect(await member.findByRole('link', { name: 'Create New' }, LOAD)).toHaveAttribute(
      'href',
      `/forums/${GENERAL}/create`,
    );
  });

  it('says "Looks like it\'s empty Chief." for an empty category', async () => {
    for (const thread of db.threads.findMany((q) => q.where({ category_id: 5 }))) {
      await db.threads.delete(thread);
    }
    const app = renderApp('/forums/5');
    expect(
      await app.findByRole('heading', { name: "Looks like it's empty Chief." }, LOAD),
    ).toBeInTheDocument();
  });

  it('shows the loader until the list arrives', async () => {
    const app = renderApp(`/forums/${GENERAL}`);
    expect(app.getByRole('status')).toHaveTextContent('Consulting the Forbidden Archives');
    await threadRows(app);
  });

  it('goes to /forums when the category does not load (no previous page)', async () => {
    const app = renderApp('/forums/999');
    await waitFor(() => expect(app.location()).toBe('/forums'), LOAD);
  });

  it('goes back to the previous page when the category does not load', async () => {
    const app = renderApp('/forums');
    await app.findAllByRole('link', { name: /threads?$/ }, LOAD);
    await app.router.navigate('/forums/999');
    await waitFor(() => expect(app.location()).toBe('/forums'), LOAD);
    expect(app.router.state.historyAction).toBe('POP');
  });
});
