import { db, server } from '@endless/mock-server/node';
import { HttpResponse, http } from 'msw';
import { fireEvent, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../testing/render-app';
import {
  LOAD,
  bigThread,
  lockedThread,
  openThreadWithReplies,
  persona,
  repliesOf,
  seededThread,
  signIn,
} from './forums-test-utils';

function threadPath(thread: { category_id: number; id: number }, query = '') {
  return `/forums/${thread.category_id}/${thread.id}${query}`;
}

async function openThread(path: string) {
  const app = renderApp(path);
  await app.findByRole('article', { name: 'Thread' }, LOAD);
  return app;
}

function replyArticles(app: ReturnType<typeof renderApp>) {
  return app.queryAllByRole('article', { name: /^Reply by / });
}

describe('/forums/{cid}/{tid} (spec 03 §2)', { timeout: 30_000 }, () => {
  it('shows the title, breadcrumb, author, content with its line breaks, facts and signature', async () => {
    const thread = seededThread((t) => t.created_by === persona('staff').id && t.locked === 0);
    await db.threads.update(thread, {
      data: (draft) => {
        draft.content = 'First line\nSecond line <b>not bold</b>';
        draft.signature = 'Stay endless.';
      },
    });
    const app = await openThread(threadPath(thread));

    expect(app.getByRole('heading', { level: 1, name: thread.title })).toBeInTheDocument();
    const crumbs = within(app.getByRole('navigation', { name: 'Breadcrumb' }));
    expect(crumbs.getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/forums');
    expect(crumbs.getByRole('link', { name: 'Announcements' })).toHaveAttribute(
      'href',
      '/forums/1',
    );
    expect(crumbs.getByText(thread.title)).toHaveAttribute('aria-current', 'page');

    const post = within(app.getByRole('article', { name: 'Thread' }));
    expect(post.getByRole('link', { name: 'staff' })).toHaveAttribute(
      'href',
      `/user/${thread.created_by}`,
    );
    expect(post.getByRole('img', { name: 'Endless Staff' })).toBeInTheDocument();
    // Text, never HTML; line breaks kept (pre-wrap).
    const content = post.getByText(/^First line/);
    expect(content.textContent).toBe('First line\nSecond line <b>not bold</b>');
    expect(content.querySelector('b')).toBeNull();
    expect(post.getByText('Stay endless.')).toBeInTheDocument();

    const facts = within(post.getByRole('list', { name: 'Thread details' }));
    const replies = repliesOf(thread.id).length;
    expect(facts.getByText(/views?$/)).toHaveTextContent(/^\d[\d,]* views?$/);
    expect(facts.getByText(new RegExp(`^${replies} repl`))).toBeInTheDocument();
    expect(facts.getByText(/^Created/)).toContainElement(facts.getAllByRole('time')[0]!);
    expect(facts.getByText(/^Last active/)).toBeInTheDocument();
  });

  it('marks a pinned and a locked thread', async () => {
    const thread = lockedThread();
    await db.threads.update(thread, { data: (draft) => void (draft.pinned = 1) });
    const app = await openThread(threadPath(thread));
    const facts = within(app.getByRole('list', { name: 'Thread details' }));
    expect(facts.getByText('Pinned')).toBeInTheDocument();
    expect(facts.getByText('Locked')).toBeInTheDocument();
  });

  it('shows replies 20 a page, oldest first, then the pagination; ?page picks the page', async () => {
    const thread = bigThread();
    const all = repliesOf(thread.id);
    const app = await openThread(threadPath(thread, '?page=2'));
    const shown = replyArticles(app);
    expect(shown).toHaveLength(20);
    expect(shown[0]).toHaveTextContent(all[20]!.content);
    const pages = app.getByRole('navigation', { name: 'Reply pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The pagination follows the replies.
    expect(
      shown.at(-1)!.compareDocumentPosition(pages) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it.each(['x', '0', ''])('reads ?page=%s as page 1', async (value) => {
    const thread = bigThread();
    const app = await openThread(threadPath(thread, `?page=${value}`));
    expect(replyArticles(app)[0]).toHaveTextContent(repliesOf(thread.id)[0]!.content);
  });

  it('loads the new page 1000 ms after a page change, showing the loader meanwhile', async () => {
    const thread = bigThread();
    const app = await openThread(threadPath(thread));
    const requestedAt: number[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).searchParams.get('paginate') === '3') requestedAt.push(Date.now());
    };
    server.events.on('request:start', record);
    try {
      const pages = app.getByRole('navigation', { name: 'Reply pages' });
      const clickedAt = Date.now();
      await userEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
      await waitFor(() => expect(app.location()).toBe(threadPath(thread, '?page=3')));
      expect(
        await app.findByText('Consulting the Forbidden Archives', {}, LOAD),
      ).toBeInTheDocument();
      await waitFor(
        () => expect(replyArticles(app)).toHaveLength(repliesOf(thread.id).length - 40),
        LOAD,
      );
      expect(requestedAt).toHaveLength(1);
      expect(requestedAt[0]! - clickedAt).toBeGreaterThanOrEqual(1000);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('links Report to /report/51, /report/52 and /report/53 and shows New Reply top and bottom', async () => {
    await signIn('member');
    const thread = bigThread();
    const reply = repliesOf(thread.id).find(
      (r) => db.comments.findMany((q) => q.where({ reply_id: r.id })).length > 0,
    )!;
    const comment = db.comments.findMany((q) => q.where({ reply_id: reply.id }))[0]!;
    const app = await openThread(threadPath(thread));

    expect(app.getByRole('link', { name: 'Report thread' })).toHaveAttribute(
      'href',
      `/report/51/${thread.id}`,
    );
    const replyLinks = app.getAllByRole('link', { name: 'Report reply' });
    expect(replyLinks.map((l) => l.getAttribute('href'))).toContain(`/report/52/${reply.id}`);
    const commentLinks = app.getAllByRole('link', { name: 'Report comment' });
    expect(commentLinks.map((l) => l.getAttribute('href'))).toContain(`/report/53/${comment.id}`);

    const newReply = app.getAllByRole('link', { name: 'New Reply' });
    expect(newReply).toHaveLength(2);
    for (const link of newReply) {
      expect(link).toHaveAttribute('href', `/forums/${thread.category_id}/${thread.id}/create`);
    }
    expect(app.getAllByRole('textbox', { name: 'Add a comment' })).toHaveLength(20);
  });

  it('gives guests login links back to the thread instead of actions', async () => {
    const thread = bigThread();
    const path = threadPath(thread, '?page=2');
    const login = `/login?redirect=${encodeURIComponent(path)}`;
    const app = await openThread(path);
    expect(app.queryByRole('link', { name: 'New Reply' })).not.toBeInTheDocument();
    for (const link of app.getAllByRole('link', { name: 'Log in to reply' })) {
      expect(link).toHaveAttribute('href', login);
    }
    expect(app.getByRole('link', { name: 'Report thread' })).toHaveAttribute('href', login);
    for (const link of app.getAllByRole('link', { name: /^Report (reply|comment)$/ })) {
      expect(link).toHaveAttribute('href', login);
    }
    expect(app.getAllByRole('link', { name: 'Log in to comment' })).toHaveLength(20);
    expect(app.queryByRole('textbox')).not.toBeInTheDocument();
    expect(app.queryByRole('button', { name: /Lock/ })).not.toBeInTheDocument();
  });

  it('hides New Reply and the comment boxes on a locked thread', async () => {
    await signIn('member');
    const thread = lockedThread();
    const app = await openThread(threadPath(thread));
    expect(app.queryByRole('link', { name: 'New Reply' })).not.toBeInTheDocument();
    expect(app.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(app.getByText('This thread is locked')).toBeInTheDocument();
  });

  it('shows the loader until the thread arrives', async () => {
    const app = renderApp(threadPath(bigThread()));
    expect(app.getByRole('status')).toHaveTextContent('Consulting the Forbidden Archives');
    await app.findByRole('article', { name: 'Thread' }, LOAD);
  });

  it('goes back to /forums when the thread does not load', async () => {
    const app = renderApp('/forums/2/99999');
    await waitFor(() => expect(app.location()).toBe('/forums'), LOAD);
  });
});

describe('comment box (spec 03 §2, §5, §9)', { timeout: 30_000 }, () => {
  async function firstCommentBox() {
    await signIn('member');
    const thread = openThreadWithReplies();
    const app = await openThread(threadPath(thread));
    const article = replyArticles(app)[0]!;
    const box = within(article).getByRole('textbox', { name: 'Add a comment' });
    return { app, thread, article, box: box as HTMLTextAreaElement };
  }

  it('counts down from 300 and turns red from 280 characters used', async () => {
    const { article, box } = await firstCommentBox();
    expect(within(article).getByText('300 characters remaining')).toBeInTheDocument();
    fireEvent.change(box, { target: { value: 'a'.repeat(279) } });
    const counter = within(article).getByText('21 characters remaining');
    expect(counter).not.toHaveAttribute('data-warning');
    fireEvent.change(box, { target: { value: 'a'.repeat(280) } });
    expect(within(article).getByText('20 characters remaining')).toHaveAttribute('data-warning');
    // A paste past the limit stops at 300 characters, an emoji counting as one.
    fireEvent.change(box, { target: { value: '🎩'.repeat(301) } });
    expect(box).toHaveValue('🎩'.repeat(300));
    expect(within(article).getByText('0 characters remaining')).toBeInTheDocument();
  });

  it('keeps 3 lines, then grows by 18 px per line', async () => {
    const { box } = await firstCommentBox();
    const height = () => Number.parseFloat(box.style.height);
    const base = height();
    fireEvent.change(box, { target: { value: 'one\ntwo\nthree' } });
    expect(height()).toBe(base);
    fireEvent.change(box, { target: { value: 'one\ntwo\nthree\nfour' } });
    expect(height()).toBe(base + 18);
    fireEvent.change(box, { target: { value: 'one\ntwo\nthree\nfour\nfive\nsix' } });
    expect(height()).toBe(base + 54);
  });

  it('refuses a comment too short with "[OF1001] Comment is too short or too long"', async () => {
    const { article, box } = await firstCommentBox();
    const text = 'abcd';
    fireEvent.change(box, { target: { value: text } });
    await userEvent.click(within(article).getByRole('button', { name: 'Comment' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      '[OF1001] Comment is too short or too long',
    );
    expect(box).toHaveValue(text);
  });

  it('shows the server error under the box and keeps the text', async () => {
    const { article, box, thread } = await firstCommentBox();
    // The thread gets locked meanwhile: the server refuses the comment.
    await db.threads.update(
      db.threads.findFirst((q) => q.where({ id: thread.id }))!,
      {
        data: (draft) => void (draft.locked = 1),
      },
    );
    await userEvent.type(box, 'Nice one!');
    await userEvent.click(within(article).getByRole('button', { name: 'Comment' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      '[OF1004] Thread Is Locked',
    );
    expect(box).toHaveValue('Nice one!');
    expect(box).not.toHaveAttribute('readonly');
  });

  it('shows a network failure as EX4000', async () => {
    const { article, box } = await firstCommentBox();
    server.use(http.post('*/forums/comment', () => HttpResponse.error()));
    await userEvent.type(box, 'Nice one!');
    await userEvent.click(within(article).getByRole('button', { name: 'Comment' }));
    expect(await within(article).findByRole('alert')).toHaveTextContent(
      "[EX4000] Something went very wrong and we don't know what happened!",
    );
  });

  it('posts the comment, clears the box and shows it under the reply', async () => {
    const { app, box } = await firstCommentBox();
    await userEvent.type(box, 'Great reply,{Enter}really.');
    // Enter makes a new line inside the textarea.
    expect(box).toHaveValue('Great reply,\nreally.');
    await userEvent.click(within(replyArticles(app)[0]!).getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const comments = await within(replyArticles(app)[0]!).findAllByText(/^Great reply,/);
    expect(comments[0]!.textContent).toBe('Great reply,\nreally.');
  });
});
