import type { OperationKey } from '../run.ts';
import { logIn, registerMember, UNKNOWN_ID } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

/** The official category every scenario posts in (spec 03: General Discussion). */
const CATEGORY = 2;

interface ThreadDetail {
  replies: { reply_id: number; comments?: { comment_id: number }[] }[];
}

/** Spec 03: forums, the author's lock and staff moderation. */
export const forumScenarios: ScenarioDefinition[] = [
  {
    name: 'forums: thread → reply → comment → author lock',
    async run(t) {
      const author = await registerMember(t, 'fo');
      const other = await registerMember(t, 'fx');
      const token = author.token;
      await t.call('GET /forums/data/categories', { step: 'categories, anonymous' });
      await t.call('GET /forums/data/categories', { token });
      await t.call('GET /forums/data/official/threads', {
        query: { category: CATEGORY, paginate: 1 },
      });
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
      const list = await t.call<{ threads: { thread_id: number }[] }>(
        'GET /forums/data/community/threads',
        { query: { category: community.category_id!, paginate: 1 } },
      );
      t.assert(
        'ensure_resource_availability',
        'the community thread is listed',
        list.body.threads.some((x) => x.thread_id === community.thread_id),
        community.thread_id,
        list.body.threads.map((x) => x.thread_id),
      );
      await t.call('GET /forums/data/community/thread', {
        query: { thread_id: community.thread_id!, paginate: 1 },
      });
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
      await t.call('GET /forums/data/create', { token, query: { category_id: CATEGORY } });
      await t.call('GET /forums/data/create', {
        token,
        query: { category_id: UNKNOWN_ID },
        expect: 404,
        code: 'OF1002',
      });
      await t.call('GET /forums/data/create', {
        token,
        query: { category_id: CATEGORY, thread_id: UNKNOWN_ID },
        expect: 404,
        code: 'OF1003',
      });
      await t.call('POST /forums/create', {
        token,
        body: { category_id: CATEGORY, title: 't'.repeat(51), content: 'Too long a title.' },
        expect: 400,
        code: 'OF1001',
      });
      await t.call('POST /forums/create', {
        token,
        body: {
          category_id: CATEGORY,
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
      const thread = (
        await t.call<{ id: number }>('POST /forums/create', {
          token,
          body: {
            category_id: CATEGORY,
            title: `Kit ${author.username}`,
            content: 'A thread from the contract tests.',
          },
          step: 'create a thread',
        })
      ).body.id;
      await t.call('GET /forums/data/create', {
        token,
        query: { category_id: CATEGORY, thread_id: thread },
        step: 'reply form context',
      });
      await t.call('POST /forums/create', {
        token,
        body: {
          category_id: CATEGORY,
          thread_id: UNKNOWN_ID,
          content: 'A reply to a thread that does not exist.',
        },
        expect: 404,
        code: 'OF1003',
      });
      const reply = (
        await t.call<{ id: number }>('POST /forums/create', {
          token: other.token,
          body: {
            category_id: CATEGORY,
            thread_id: thread,
            content: 'A reply from the contract tests.',
          },
          step: 'reply',
        })
      ).body.id;
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
      await t.call('POST /forums/comment', {
        token,
        body: { reply_id: reply, content: 'A comment.' },
      });
      const detail = await t.call<ThreadDetail>('GET /forums/data/official/thread', {
        query: { thread_id: thread, paginate: 1 },
        step: 'read the thread',
      });
      t.assert(
        'ensure_resource_availability',
        'the reply is in the thread',
        detail.body.replies.some((r) => r.reply_id === reply),
        reply,
        detail.body.replies.map((r) => r.reply_id),
      );

      const { access_token: child } = await logIn(t, t.run.fixtures.accounts.child);
      await t.call('GET /forums/data/create', {
        token: child,
        query: { category_id: CATEGORY },
        step: 'a child opens the form',
        expect: 403,
        code: 'OF1009',
      });
      await t.call('POST /forums/create', {
        token: child,
        body: { category_id: CATEGORY, thread_id: thread, content: 'Hello from a child account.' },
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

      await t.call('PUT /forums/thread/lock', {
        token: other.token,
        body: { thread_id: thread },
        step: "lock another's thread",
        expect: 403,
        code: 'OF1005',
      });
      await t.call('PUT /forums/thread/lock', {
        token,
        body: { thread_id: UNKNOWN_ID },
        expect: 404,
        code: 'OF1003',
      });
      await t.call('PUT /forums/thread/lock', { token, body: { thread_id: thread } });
      await t.call('PUT /forums/thread/lock', {
        token,
        body: { thread_id: thread },
        step: 'lock twice',
        expect: 409,
        code: 'OF1010',
      });
      await t.call('POST /forums/create', {
        token: other.token,
        body: {
          category_id: CATEGORY,
          thread_id: thread,
          content: 'This arrives too late to be posted.',
        },
        step: 'reply to a locked thread',
        expect: 409,
        code: 'OF1004',
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
      const author = await registerMember(t, 'fm');
      const token = author.token;
      const thread = (
        await t.call<{ id: number }>('POST /forums/create', {
          token,
          body: {
            category_id: CATEGORY,
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
            category_id: CATEGORY,
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
        await t.call(key, { token: staff, body, step: `${key} as staff` });
      });
      await t.call('PUT /access/forums/thread/lock', {
        token: staff,
        body: { thread_id: thread },
        step: 'staff lock twice',
        expect: 409,
        code: 'OF1010',
      });
      await t.call('DELETE /access/forums/thread', {
        token,
        query: { thread_id: thread },
        step: 'delete as a member',
        expect: 403,
        code: 'OF1006',
      });
      await t.call('DELETE /access/forums/thread', { token: staff, query: { thread_id: thread } });
      await t.call('GET /forums/data/official/thread', {
        query: { thread_id: thread },
        step: 'deleted thread is gone (use_after_free)',
        expect: 404,
        code: 'OF1003',
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
