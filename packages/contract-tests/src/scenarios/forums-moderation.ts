import { putTwice } from '../checks/put-idempotence.ts';
import { refusedUnchanged } from '../checks/refused-write-unchanged.ts';
import { removeEverywhere } from '../checks/removed-everywhere.ts';
import type { OperationKey, Scenario } from '../run.ts';
import { UNKNOWN_ID, type Member } from '../steps.ts';
import { threadState, threadsOf } from './forums-lists.ts';

// The steps of the forum scenario staff play (forums.ts): pin, scrub, lock and delete.

/** What the member posted for staff to moderate, and the two tokens. */
export interface Moderated {
  category: number;
  token: string;
  staff: string;
  thread: number;
  reply: number;
  comment: number;
}

/** The member's thread, reply and comment, posted plainly (no checks: the other scenario has them). */
export async function postToModerate(
  t: Scenario,
  author: Member,
  category: number,
): Promise<{ thread: number; reply: number; comment: number }> {
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
  return { thread, reply, comment };
}

/** Each staff edit: refused to a member, 404 for an unknown id, and idempotent for staff. */
export async function staffEditsRefusedToMembers(
  t: Scenario,
  { token, staff, thread, reply, comment }: Moderated,
): Promise<void> {
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
}

/** A member cannot delete the thread; staff can, once, and its reply goes with it. */
export async function staffDeletesTheThread(
  t: Scenario,
  { category, token, staff, thread, reply }: Moderated,
): Promise<void> {
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
}
