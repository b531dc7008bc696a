import type {
  Comment,
  Reply,
  ThreadDetailResponse,
  ThreadListItem,
  ThreadListResponse,
} from '@endless/client/generated';
import { putTwice } from '../checks/put-idempotence.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import { removeEverywhere } from '../checks/removed-everywhere.ts';
import { createExactlyOnce, type Listed } from '../checks/created-exactly-once.ts';
import {
  ordered,
  PAGINATION_CONSISTENCY,
  readEveryPage,
  type Paginated,
} from '../checks/pagination-consistency.ts';
import type { OperationKey, Scenario } from '../run.ts';
import { logIn, registerMember, UNKNOWN_ID } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

type Kind = 'official' | 'community';

/** Every page of a category's thread list: pinned threads on page 1, the others newest first. */
const threadList = (
  kind: Kind,
  category: number,
): Paginated<ThreadListResponse, ThreadListItem> => ({
  key: `GET /forums/data/${kind}/threads`,
  label: `${kind} threads of category ${category}`,
  query: { category },
  param: 'paginate',
  list: 'threads',
  firstPageOnly: 'pinned',
  id: (row) => row.thread_id,
  total: (body) => body.thread_count,
  order: ordered('thread_last_active descending', (row) => -row.thread_last_active),
});

/** Every page of a thread's replies, oldest first. */
const replyList = (kind: Kind, thread: number): Paginated<ThreadDetailResponse, Reply> => ({
  key: `GET /forums/data/${kind}/thread`,
  label: `replies of ${kind} thread ${thread}`,
  query: { thread_id: thread },
  param: 'paginate',
  list: 'replies',
  id: (row) => row.reply_id,
  total: (body) => body.reply_count,
  order: ordered('created_at ascending', (row) => row.created_at),
});

/** The whole thread list of a category, pinned threads included, and its `thread_count`. */
async function threadsOf(t: Scenario, category: number): Promise<Listed<ThreadListItem>> {
  const pages = await readEveryPage(t, threadList('official', category));
  return { count: pages.total, items: [...pages.firstPageRows, ...pages.rows] };
}

/** The threads of a category as state: ids, titles and the count (views move with every read). */
async function threadStateOf(t: Scenario, category: number) {
  const { count, items } = await threadsOf(t, category);
  return {
    count,
    threads: items.map((row) => [row.thread_id, row.thread_title, row.thread_locked]),
  };
}

/** A thread as state: its fields, reply count and first page of replies (not its view count). */
async function threadState(t: Scenario, thread: number) {
  const { body } = await t.call<ThreadDetailResponse>('GET /forums/data/official/thread', {
    query: { thread_id: thread },
    step: `thread ${thread} read back`,
  });
  return { thread: body.thread, reply_count: body.reply_count, replies: body.replies };
}

/** Spec 03: forums, the author's lock and staff moderation. */
export const forumScenarios: ScenarioDefinition[] = [
  {
    name: 'forums: thread → reply → comment → author lock',
    async run(t) {
      const category = t.run.fixtures.data.forumCategory;
      const author = await registerMember(t, 'fo');
      const other = await registerMember(t, 'fx');
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
      const title = `Kit ${author.username}`;
      const thread = await createExactlyOnce(t, {
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
    },
  },
  {
    name: 'forums: staff moderation (pin, scrub, lock, delete)',
    async run(t) {
      const category = t.run.fixtures.data.forumCategory;
      const author = await registerMember(t, 'fm');
      const token = author.token;
      const thread = (
        await t.call<{ id: number }>('POST /forums/create', {
          token,
          body: {
            category_id: category,
            title: `Mod ${author.username}`,
            content: 'To be moderated.',
            signature: 'sig',
          },
          step: 'create a thread',
        })
      ).body.id;
      const reply = (
        await t.call<{ id: number }>('POST /forums/create', {
          token,
          body: {
            category_id: category,
            thread_id: thread,
            content: 'A reply from the contract tests.',
            signature: 'sig',
          },
          step: 'reply',
        })
      ).body.id;
      const comment = (
        await t.call<{ id: number }>('POST /forums/comment', {
          token,
          body: { reply_id: reply, content: 'A comment.' },
        })
      ).body.id;
      const { access_token: staff } = await logIn(t, t.run.fixtures.accounts.staff);
      const threadOps = (['pin', 'unpin', 'title', 'content', 'sig'] as const).map(
        (name): OperationKey => `PUT /access/forums/thread/${name}`,
      );
      const targets: [OperationKey, Record<string, number>, string][] = [
        ...threadOps.map((key): [OperationKey, Record<string, number>, string] => [
          key,
          { thread_id: thread },
          'OF1003',
        ]),
        ['PUT /access/forums/reply/content', { reply_id: reply }, 'OF1007'],
        ['PUT /access/forums/reply/sig', { reply_id: reply }, 'OF1007'],
        ['PUT /access/forums/comment/content', { comment_id: comment }, 'OF1008'],
        ['PUT /access/forums/thread/lock', { thread_id: thread }, 'OF1003'],
      ];
      await t.each(targets, async ([key, body, missing]) => {
        await t.call(key, { token, body, step: `${key} as a member`, expect: 403, code: 'OF1006' });
        const unknown = Object.fromEntries(Object.keys(body).map((name) => [name, UNKNOWN_ID]));
        await t.call(key, {
          token: staff,
          body: unknown,
          step: `${key} unknown id`,
          expect: 404,
          code: missing,
        });
        // Staff edits set a state (pinned, scrubbed): repeating one changes nothing more.
        const edited = 'thread_id' in body ? thread : undefined;
        if (edited === undefined) {
          await t.call(key, { token: staff, body, step: `${key} as staff` });
          return;
        }
        await putTwice(t, {
          what: key,
          read: async () => {
            const { thread: fields } = await threadState(t, edited);
            // `last_editied` is when the scrub was made, not what it left.
            return { ...fields, last_editied: fields.last_editied !== null };
          },
          put: () => t.call(key, { token: staff, body, step: `${key} as staff` }),
          again: () =>
            t.call(key, {
              token: staff,
              body,
              step: `${key} as staff, again`,
              expect: key.endsWith('/lock') ? 409 : 200,
            }),
        });
      });
      await t.call('PUT /access/forums/thread/lock', {
        token: staff,
        body: { thread_id: thread },
        step: 'staff lock twice',
        expect: 409,
        code: 'OF1010',
      });
      await refusedUnchanged(t, {
        what: 'a delete by a member',
        read: () => threadState(t, thread),
        write: () =>
          t.call('DELETE /access/forums/thread', {
            token,
            query: { thread_id: thread },
            step: 'delete as a member',
            expect: 403,
            code: 'OF1006',
          }),
      });
      await removeEverywhere(t, {
        what: `thread ${thread}`,
        holders: [
          {
            name: `the threads of category ${category}`,
            list: () => threadsOf(t, category),
            isIt: (row) => row.thread_id === thread,
          },
        ],
        remove: () =>
          t.call('DELETE /access/forums/thread', { token: staff, query: { thread_id: thread } }),
        readGone: () =>
          t.call('GET /forums/data/official/thread', {
            query: { thread_id: thread },
            step: 'deleted thread is gone (use_after_free)',
            expect: 404,
            code: 'OF1003',
          }),
      });
      await t.call('POST /forums/comment', {
        token,
        body: { reply_id: reply, content: 'A comment on a deleted reply.' },
        step: "a deleted thread's reply is gone too",
        expect: 404,
        code: 'OF1007',
      });
      await t.call('DELETE /access/forums/thread', {
        token: staff,
        query: { thread_id: thread },
        step: 'delete twice',
        expect: 404,
        code: 'OF1003',
      });
    },
  },
];
