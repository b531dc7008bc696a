import type { Comment, ThreadListItem } from '@endless/client/generated';
import { createExactlyOnce, type Listed } from '../checks/created-exactly-once.ts';
import { PAGINATION_CONSISTENCY, readEveryPage } from '../checks/pagination-consistency.ts';
import { putTwice } from '../checks/put-idempotence.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import type { Scenario } from '../run.ts';
import { logIn, UNKNOWN_ID, type Member } from '../steps.ts';
import { replyList, threadList, threadState, threadStateOf, threadsOf } from './forums-lists.ts';

// The steps of the forum scenario a member plays (forums.ts): thread → reply → comment → lock.

/** Where the scenario posted: the category, the author's thread and the other member's reply. */
export interface Posted {
  category: number;
  thread: number;
  reply: number;
}

/** Reading: categories, the busiest thread page by page, a community thread, unknown ids. */
export async function readTheForums(t: Scenario, author: Member, category: number): Promise<void> {
  const token = author.token;
  await t.call('GET /forums/data/categories', { step: 'categories, anonymous' });
  await t.call('GET /forums/data/categories', { token });
  // The busiest thread of the category has the most pages of replies to compare.
  const listed = await threadsOf(t, category);
  const busiest = listed.items.reduce<ThreadListItem | undefined>(
    (most, row) => (most && most.thread_replies >= row.thread_replies ? most : row),
    undefined,
  );
  if (busiest) {
    const replies = await readEveryPage(t, replyList('official', busiest.thread_id));
    t.assert(
      PAGINATION_CONSISTENCY,
      `thread ${busiest.thread_id}: the list's thread_replies equals its reply_count`,
      replies.total === busiest.thread_replies,
      busiest.thread_replies,
      replies.total,
    );
  }
  await t.call('GET /forums/data/official/threads', {
    query: { category: UNKNOWN_ID },
    expect: 404,
    code: 'OF1002',
  });
  await t.call('GET /forums/data/community/threads', {
    query: { category: UNKNOWN_ID },
    expect: 404,
    code: 'OF1002',
  });
  await t.call('GET /forums/data/community/thread', {
    query: { thread_id: UNKNOWN_ID },
    expect: 404,
    code: 'OF1003',
  });
  const community = await t.run.fixtures.setState(author.username, 'community-thread');
  const list = await readEveryPage(t, threadList('community', community.category_id!));
  const communityThreads = [...list.firstPageRows, ...list.rows];
  t.assert(
    'ensure_resource_availability',
    'the community thread is listed',
    communityThreads.some((x) => x.thread_id === community.thread_id),
    community.thread_id,
    communityThreads.map((x) => x.thread_id),
  );
  await readEveryPage(t, replyList('community', community.thread_id!));
  await t.call('GET /forums/data/official/thread', {
    query: { thread_id: community.thread_id! },
    step: 'a community thread is not official',
    expect: 404,
    code: 'OF1003',
  });
  await t.call('GET /forums/data/official/thread', {
    query: { thread_id: UNKNOWN_ID },
    expect: 404,
    code: 'OF1003',
  });
}

/** The create form, and the threads it refuses: a long title, a member's pin, no category. */
export async function threadCreateRefusals(
  t: Scenario,
  token: string,
  category: number,
): Promise<void> {
  await t.call('GET /forums/data/create', { token, query: { category_id: category } });
  await t.call('GET /forums/data/create', {
    token,
    query: { category_id: UNKNOWN_ID },
    expect: 404,
    code: 'OF1002',
  });
  await t.call('GET /forums/data/create', {
    token,
    query: { category_id: category, thread_id: UNKNOWN_ID },
    expect: 404,
    code: 'OF1003',
  });
  await refusedUnchanged(t, {
    what: 'a thread with a 51-character title',
    read: () => threadStateOf(t, category),
    write: () =>
      t.call('POST /forums/create', {
        token,
        body: { category_id: category, title: 't'.repeat(51), content: 'Too long a title.' },
        expect: 400,
        code: 'OF1001',
      }),
  });
  await t.call('POST /forums/create', {
    token,
    body: {
      category_id: category,
      title: 'Pinned by a member',
      content: 'Members cannot pin threads.',
      pinned: 1,
    },
    expect: 403,
    code: 'OF1006',
  });
  await t.call('POST /forums/create', {
    token,
    body: { category_id: UNKNOWN_ID, title: 'Nowhere', content: 'There is no such category.' },
    expect: 404,
    code: 'OF1002',
  });
}

/** The author's thread, listed once in its category; its id. */
export async function createThread(t: Scenario, author: Member, category: number): Promise<number> {
  const token = author.token;
  const title = `Kit ${author.username}`;
  return createExactlyOnce(t, {
    what: 'the new thread in its category',
    list: () => threadsOf(t, category),
    create: async () =>
      (
        await t.call<{ id: number }>('POST /forums/create', {
          token,
          body: {
            category_id: category,
            title,
            content: 'A thread from the contract tests.',
          },
          step: 'create a thread',
        })
      ).body.id,
    isNew: (row) => row.thread_title === title,
  });
}

/** The other member's reply and the author's comment, each listed once; the reply's id. */
export async function replyAndComment(
  t: Scenario,
  author: Member,
  other: Member,
  category: number,
  thread: number,
): Promise<number> {
  const token = author.token;
  const repliesOf = () => readEveryPage(t, replyList('official', thread));
  await t.call('GET /forums/data/create', {
    token,
    query: { category_id: category, thread_id: thread },
    step: 'reply form context',
  });
  await t.call('POST /forums/create', {
    token,
    body: {
      category_id: category,
      thread_id: UNKNOWN_ID,
      content: 'A reply to a thread that does not exist.',
    },
    expect: 404,
    code: 'OF1003',
  });
  const replyText = `A reply from the contract tests (${t.run.unique('re')}).`;
  const reply = await createExactlyOnce(t, {
    what: 'the reply in its thread',
    list: async () => {
      const replies = await repliesOf();
      return { count: replies.total, items: replies.rows };
    },
    create: async () =>
      (
        await t.call<{ id: number }>('POST /forums/create', {
          token: other.token,
          body: { category_id: category, thread_id: thread, content: replyText },
          step: 'reply',
        })
      ).body.id,
    isNew: (row) => row.reply_content === replyText,
  });
  await t.call('POST /forums/comment', {
    token,
    body: { reply_id: reply, content: 'c'.repeat(301) },
    expect: 400,
    code: 'OF1001',
  });
  await t.call('POST /forums/comment', {
    token,
    body: { reply_id: UNKNOWN_ID, content: 'Lost comment.' },
    expect: 404,
    code: 'OF1007',
  });
  const commentText = `A comment (${t.run.unique('co')}).`;
  await createExactlyOnce(t, {
    what: 'the comment on its reply',
    list: async (): Promise<Listed<Comment>> => {
      const row = (await repliesOf()).rows.find((r) => r.reply_id === reply);
      return { count: row?.comment_count ?? 0, items: row?.comments ?? [] };
    },
    create: () =>
      t.call('POST /forums/comment', {
        token,
        body: { reply_id: reply, content: commentText },
      }),
    isNew: (row) => row.comment_content === commentText,
  });
  return reply;
}

/** A child account can neither open the form nor reply nor comment. */
export async function childAccountsCannotPost(
  t: Scenario,
  { category, thread, reply }: Posted,
): Promise<void> {
  const { access_token: child } = await logIn(t, t.run.fixtures.accounts.child);
  await t.call('GET /forums/data/create', {
    token: child,
    query: { category_id: category },
    step: 'a child opens the form',
    expect: 403,
    code: 'OF1009',
  });
  await t.call('POST /forums/create', {
    token: child,
    body: { category_id: category, thread_id: thread, content: 'Hello from a child account.' },
    step: 'a child replies',
    expect: 403,
    code: 'OF1009',
  });
  await t.call('POST /forums/comment', {
    token: child,
    body: { reply_id: reply, content: 'Hello from a child account.' },
    step: 'a child comments',
    expect: 403,
    code: 'OF1009',
  });
}

/** Only the author locks the thread, once; a locked thread takes no reply or comment. */
export async function authorLocksTheThread(
  t: Scenario,
  author: Member,
  other: Member,
  { category, thread, reply }: Posted,
): Promise<void> {
  const token = author.token;
  await refusedUnchanged(t, {
    what: "locking another's thread",
    read: () => threadState(t, thread),
    write: () =>
      t.call('PUT /forums/thread/lock', {
        token: other.token,
        body: { thread_id: thread },
        step: "lock another's thread",
        expect: 403,
        code: 'OF1005',
      }),
  });
  await t.call('PUT /forums/thread/lock', {
    token,
    body: { thread_id: UNKNOWN_ID },
    expect: 404,
    code: 'OF1003',
  });
  await putTwice(t, {
    what: "the author's lock",
    read: () => threadState(t, thread),
    put: () => t.call('PUT /forums/thread/lock', { token, body: { thread_id: thread } }),
    again: () =>
      t.call('PUT /forums/thread/lock', {
        token,
        body: { thread_id: thread },
        step: 'lock twice',
        expect: 409,
        code: 'OF1010',
      }),
  });
  await refusedUnchanged(t, {
    what: 'a reply to a locked thread',
    read: () => threadState(t, thread),
    write: () =>
      t.call('POST /forums/create', {
        token: other.token,
        body: {
          category_id: category,
          thread_id: thread,
          content: 'This arrives too late to be posted.',
        },
        step: 'reply to a locked thread',
        expect: 409,
        code: 'OF1004',
      }),
  });
  await t.call('POST /forums/comment', {
    token: other.token,
    body: { reply_id: reply, content: 'This arrives too late to be posted.' },
    step: 'comment in a locked thread',
    expect: 409,
    code: 'OF1004',
  });
}
