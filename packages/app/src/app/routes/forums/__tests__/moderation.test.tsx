import { db, server } from '@endless/mock-server/node';
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import {
  LOAD,
  bigThread,
  createMemberThread,
  openThreadWithReplies,
  repliesOf,
  signIn,
  type SeededThread,
} from './forums-test-utils';

function threadPath(thread: SeededThread) {
  return `/forums/${thread.category_id}/${thread.id}`;
}

async function openThread(thread: SeededThread) {
  const app = renderApp(threadPath(thread));
  await app.findByRole('article', { name: 'Thread' }, LOAD);
  return app;
}

function stored(id: number) {
  return db.threads.findFirst((q) => q.where({ id }))!;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('author lock (spec 03 §6)', { timeout: 30_000 }, () => {
  it('locks the author\'s own thread after "Are you sure you want to lock your thread?"', async () => {
    await signIn('member');
    const thread = await createMemberThread();
    const app = await openThread(thread);
    expect(app.getAllByRole('link', { name: 'New Reply' })).toHaveLength(2);

    // The lock shows once the current user is known to be the author.
    await userEvent.click(await app.findByRole('button', { name: 'Lock Thread' }, LOAD));
    const dialog = await app.findByRole('alertdialog', { name: 'Lock Thread' });
    expect(
      within(dialog).getByText('Are you sure you want to lock your thread?'),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    // The page reloads its data: the thread now reads locked and takes no replies.
    expect(await app.findByText('This thread is locked', {}, LOAD)).toBeInTheDocument();
    expect(app.queryByRole('link', { name: 'New Reply' })).not.toBeInTheDocument();
    expect(app.queryByRole('button', { name: 'Lock Thread' })).not.toBeInTheDocument();
    expect(stored(thread.id).locked).toBe(1);
  });

  it("shows the lock in the category's list on the way back", async () => {
    await signIn('member');
    const thread = await createMemberThread();
    const app = renderApp(`/forums/${thread.category_id}`);
    const list = await app.findByRole('list', { name: /^Threads in / }, LOAD);
    const row = () => within(list).getByRole('link', { name: thread.title }).closest('li')!;
    expect(row()).not.toHaveTextContent('Locked');
    await userEvent.click(within(list).getByRole('link', { name: thread.title }));
    await app.findByRole('article', { name: 'Thread' }, LOAD);

    await userEvent.click(await app.findByRole('button', { name: 'Lock Thread' }, LOAD));
    const dialog = await app.findByRole('alertdialog', { name: 'Lock Thread' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await app.findByText('This thread is locked', {}, LOAD);
    await app.router.navigate(-1);

    await waitFor(() => {
      const rows = app.getByRole('list', { name: /^Threads in / });
      const link = within(rows).getByRole('link', { name: thread.title });
      expect(link.closest('li')).toHaveTextContent('Locked');
    }, LOAD);
  });

  it('leaves the thread open on Nevermind', async () => {
    await signIn('member');
    const thread = await createMemberThread();
    const app = await openThread(thread);
    await userEvent.click(await app.findByRole('button', { name: 'Lock Thread' }, LOAD));
    await userEvent.click(await app.findByRole('button', { name: 'Nevermind' }));
    await waitFor(() => expect(app.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(stored(thread.id).locked).toBe(0);
  });

  it("offers no lock on someone else's thread", async () => {
    await signIn('member');
    const app = await openThread(openThreadWithReplies());
    await waitFor(() => expect(app.getAllByRole('link', { name: 'New Reply' })).toHaveLength(2));
    expect(app.queryByRole('button', { name: 'Lock Thread' })).not.toBeInTheDocument();
  });
});

describe('staff actions [A] (spec 03 §4, §6, §8)', { timeout: 30_000 }, () => {
  type Case = {
    button: string;
    title: string;
    /** What the dialog says will happen, where it matters. */
    message?: string;
    scope: 'thread' | 'reply' | 'comment';
    check: (thread: SeededThread, app: ReturnType<typeof renderApp>) => Promise<void>;
  };

  const CASES: Case[] = [
    {
      button: '[A] Lock',
      title: 'Access Confirmation: Lock Thread',
      scope: 'thread',
      check: async (thread, app) => {
        expect(await app.findByText('This thread is locked', {}, LOAD)).toBeInTheDocument();
        expect(stored(thread.id).locked).toBe(1);
      },
    },
    {
      button: '[A] Pin',
      title: 'Access Confirmation: Pin Thread',
      scope: 'thread',
      check: async (thread, app) => {
        expect(await app.findByRole('button', { name: '[A] Unpin' }, LOAD)).toBeInTheDocument();
        expect(stored(thread.id).pinned).toBe(1);
      },
    },
    // Spec 03 §4: scrubs blank the text; the app says what was removed, nothing is stored.
    {
      button: '[A] Scrub Title',
      title: 'Access Confirmation: Scrub Thread Title',
      message: 'The title will be blanked. The thread will show “Title removed by staff”.',
      scope: 'thread',
      check: async (thread, app) => {
        expect(
          await app.findByRole('heading', { level: 1, name: 'Title removed by staff' }, LOAD),
        ).toBeInTheDocument();
        expect(stored(thread.id).title).toBe('');
      },
    },
    {
      button: '[A] Scrub Content',
      title: 'Access Confirmation: Scrub Thread Content',
      message: 'The content will be blanked. The thread will show “Content removed by staff”.',
      scope: 'thread',
      check: async (thread, app) => {
        const post = app.getByRole('article', { name: 'Thread' });
        expect(
          await within(post).findByText('Content removed by staff', {}, LOAD),
        ).toBeInTheDocument();
        expect(stored(thread.id).content).toBe('');
      },
    },
    {
      button: '[A] Scrub Signature',
      title: 'Access Confirmation: Scrub Thread Signature',
      scope: 'thread',
      check: async (thread, app) => {
        await waitFor(() => expect(stored(thread.id).signature).toBeNull());
        const post = app.getByRole('article', { name: 'Thread' });
        await waitFor(() => expect(within(post).queryByText('Thread signature')).toBeNull());
      },
    },
    {
      button: '[A] Scrub Reply Content',
      title: 'Access Confirmation: Scrub Reply Content',
      message: 'The reply will be blanked. It will show “Content removed by staff”.',
      scope: 'reply',
      check: async (thread, app) => {
        const reply = app.getAllByRole('article', { name: /^Reply by / })[0]!;
        expect(
          await within(reply).findByText('Content removed by staff', {}, LOAD),
        ).toBeInTheDocument();
        expect(repliesOf(thread.id)[0]!.content).toBe('');
      },
    },
    {
      button: '[A] Scrub Reply Signature',
      title: 'Access Confirmation: Scrub Reply Signature',
      scope: 'reply',
      check: async (thread, app) => {
        const reply = app.getAllByRole('article', { name: /^Reply by / })[0]!;
        await waitFor(() => expect(within(reply).queryByText('Reply signature')).toBeNull());
        expect(repliesOf(thread.id)[0]!.signature).toBeNull();
      },
    },
    {
      button: '[A] Scrub Comment',
      title: 'Access Confirmation: Scrub Comment',
      message: 'The comment will be blanked. It will show “Content removed by staff”.',
      scope: 'comment',
      check: async (_, app) => {
        await waitFor(() => expect(app.queryByText('A comment to scrub')).toBeNull(), LOAD);
        const reply = app.getAllByRole('article', { name: /^Reply by / })[0]!;
        const comments = within(reply).getByRole('region', { name: /^Comments on the reply/ });
        expect(within(comments).getByText('Content removed by staff')).toBeInTheDocument();
        expect(db.comments.findFirst((q) => q.where({ id: 900_001 }))!.content).toBe('');
      },
    },
  ];

  async function staffOnThread() {
    await signIn('staff');
    const thread = openThreadWithReplies();
    const [firstReply] = repliesOf(thread.id);
    await db.threads.update(stored(thread.id), {
      data: (draft) => void (draft.signature = 'Thread signature'),
    });
    await db.replies.update(firstReply!, {
      data: (draft) => void (draft.signature = 'Reply signature'),
    });
    await db.comments.create({
      id: 900_001,
      reply_id: firstReply!.id,
      content: 'A comment to scrub',
      author_id: 1,
      created_at: firstReply!.created_at + 60,
    });
    const app = await openThread(thread);
    return { thread, app };
  }

  function actionButton(app: ReturnType<typeof renderApp>, scope: Case['scope'], name: string) {
    const container =
      scope === 'thread'
        ? app.getByRole('group', { name: 'Staff actions for this thread' })
        : scope === 'reply'
          ? app.getAllByRole('article', { name: /^Reply by / })[0]!
          : app.getByText('A comment to scrub').closest('li')!;
    return within(container).getByRole('button', { name });
  }

  it.each(CASES)(
    '$button asks "$title", runs and reloads',
    async ({ button, title, message, scope, check }) => {
      const { thread, app } = await staffOnThread();
      await userEvent.click(actionButton(app, scope, button));
      const dialog = await app.findByRole('alertdialog', { name: title });
      if (message) expect(dialog).toHaveTextContent(message);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
      await check(thread, app);
      await waitFor(() => expect(app.queryByRole('alertdialog')).not.toBeInTheDocument());
    },
  );

  it("lists a scrubbed title as the app's note, still linking to the thread", async () => {
    await signIn('member');
    // The newest thread is on the first page.
    const thread = await createMemberThread();
    await db.threads.update(stored(thread.id), { data: (draft) => void (draft.title = '') });
    const app = renderApp(`/forums/${thread.category_id}`);
    const list = await app.findByRole('list', { name: /^Threads in / }, LOAD);
    const link = within(list).getByRole('link', { name: 'Title removed by staff' });
    expect(link).toHaveAttribute('href', threadPath(thread));
  });

  it('[A] Unpin asks "Access Confirmation: Unpin Thread"', async () => {
    await signIn('staff');
    const thread = bigThread();
    const app = await openThread(thread);
    await userEvent.click(app.getByRole('button', { name: '[A] Unpin' }));
    const dialog = await app.findByRole('alertdialog', {
      name: 'Access Confirmation: Unpin Thread',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await app.findByRole('button', { name: '[A] Pin' }, LOAD)).toBeInTheDocument();
    expect(stored(thread.id).pinned).toBe(0);
  });

  it('[A] Delete Thread asks "Access Confirmation: Delete Thread", then returns to the category', async () => {
    const { thread, app } = await staffOnThread();
    await userEvent.click(actionButton(app, 'thread', '[A] Delete Thread'));
    const dialog = await app.findByRole('alertdialog', {
      name: 'Access Confirmation: Delete Thread',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(app.location()).toBe(`/forums/${thread.category_id}`), LOAD);
    expect(db.threads.findFirst((q) => q.where({ id: thread.id }))).toBeUndefined();
  });

  it('logs a refused action as "[code] text" and lets staff try again', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { thread, app } = await staffOnThread();
    server.use(
      http.put('*/access/forums/thread/pin', () =>
        HttpResponse.json(
          { status: 404, error_code: 'OF1003', response_error_text: 'Thread Not Found' },
          { status: 404 },
        ),
      ),
    );
    await userEvent.click(actionButton(app, 'thread', '[A] Pin'));
    const dialog = await app.findByRole('alertdialog', { name: 'Access Confirmation: Pin Thread' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(warn).toHaveBeenCalledWith('[OF1003] Thread Not Found'));
    expect(stored(thread.id).pinned).toBe(0);

    // Submit is enabled again: the next try goes through.
    server.resetHandlers();
    await waitFor(() => expect(app.queryByRole('alertdialog')).not.toBeInTheDocument());
    await userEvent.click(actionButton(app, 'thread', '[A] Pin'));
    const again = await app.findByRole('alertdialog', { name: 'Access Confirmation: Pin Thread' });
    await userEvent.click(within(again).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(stored(thread.id).pinned).toBe(1));
  });

  it('only logs a network failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { app } = await staffOnThread();
    server.use(http.put('*/access/forums/thread/title', () => HttpResponse.error()));
    await userEvent.click(actionButton(app, 'thread', '[A] Scrub Title'));
    const dialog = await app.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        "[EX4000] Something went very wrong and we don't know what happened!",
      ),
    );
    expect(app.queryByText('Title removed by staff')).not.toBeInTheDocument();
  });

  it('blocks a second submit while the first is running', async () => {
    const { thread, app } = await staffOnThread();
    let calls = 0;
    let release: () => void = () => {};
    server.use(
      http.put('*/access/forums/thread/pin', async () => {
        calls += 1;
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: 200 });
      }),
    );
    await userEvent.click(actionButton(app, 'thread', '[A] Pin'));
    const dialog = await app.findByRole('alertdialog');
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    await userEvent.click(confirm);
    await waitFor(() => expect(confirm).toBeDisabled());
    await userEvent.click(confirm);
    release();
    await waitFor(() => expect(app.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls).toBe(1);
    expect(thread.id).toBeGreaterThan(0);
  });

  it('never shows the staff actions to a member', async () => {
    await signIn('member');
    const app = await openThread(openThreadWithReplies());
    expect(app.queryByRole('group', { name: /^Staff actions/ })).not.toBeInTheDocument();
    expect(app.queryByRole('button', { name: /^\[A\]/ })).not.toBeInTheDocument();
  });

  it('never shows the staff actions to a guest', async () => {
    const app = await openThread(openThreadWithReplies());
    expect(app.queryByRole('button', { name: /^\[A\]/ })).not.toBeInTheDocument();
  });
});
