import type { World } from '../authorization/matrix.ts';
import type { OperationKey, Scenario } from '../run.ts';
import { registerMember } from '../steps.ts';
import { asActor } from './authorization-world.ts';

// Object-level authorization on what the member made: its forum posts, its friend requests and
// the outfit of the fixtures' member.

export interface ThreadDetail {
  thread: {
    title: string;
    content: string;
    signature: string | null;
    locked: number;
    pinned: number;
  };
  replies: {
    reply_id: number;
    reply_content: string;
    reply_signature: string | null;
    comments?: { comment_id: number; comment_content: string }[];
  }[];
}

/** The member's thread as anyone reads it. */
export async function readThread(
  t: Scenario,
  threadId: number,
  step: string,
): Promise<ThreadDetail> {
  return (
    await t.call<ThreadDetail>('GET /forums/data/official/thread', {
      step,
      query: { thread_id: threadId },
    })
  ).body;
}

/** Forums: another member can neither lock, moderate nor delete the member's thread and posts. */
export async function forumPostsStayTheMembers(
  { t, actors: { other }, objects }: World,
  before: ThreadDetail,
): Promise<void> {
  await t.call('PUT /forums/thread/lock', {
    step: "another member locks the member's thread",
    token: other.token,
    body: { thread_id: objects.threadId },
    expect: 403,
    code: 'OF1005',
  });
  await t.call('POST /forums/create', {
    step: 'a reply that asks to lock and pin the thread',
    token: other.token,
    body: {
      category_id: t.run.fixtures.data.forumCategory,
      thread_id: objects.threadId,
      content: 'A reply that tries to lock and pin.',
      locked: 1,
      pinned: 1,
    },
    expect: [201, 403],
  });
  const staffOnly: [OperationKey, Record<string, number>][] = [
    ['PUT /access/forums/thread/lock', { thread_id: objects.threadId }],
    ['PUT /access/forums/thread/pin', { thread_id: objects.threadId }],
    ['PUT /access/forums/thread/title', { thread_id: objects.threadId }],
    ['PUT /access/forums/thread/content', { thread_id: objects.threadId }],
    ['PUT /access/forums/thread/sig', { thread_id: objects.threadId }],
    ['PUT /access/forums/reply/content', { reply_id: objects.replyId }],
    ['PUT /access/forums/reply/sig', { reply_id: objects.replyId }],
    ['PUT /access/forums/comment/content', { comment_id: objects.commentId }],
  ];
  await t.each(staffOnly, async ([key, body]) => {
    await t.call(key, {
      step: `another member: ${key}`,
      token: other.token,
      body,
      expect: 403,
      code: 'OF1006',
    });
  });
  await t.call('DELETE /access/forums/thread', {
    step: "another member deletes the member's thread",
    token: other.token,
    query: { thread_id: objects.threadId },
    expect: 403,
    code: 'OF1006',
  });
  const after = await readThread(t, objects.threadId, "the member's thread, after");
  const replyOf = (d: ThreadDetail) => d.replies.find((r) => r.reply_id === objects.replyId);
  const commentOf = (d: ThreadDetail) =>
    replyOf(d)?.comments?.find((c) => c.comment_id === objects.commentId);
  const snapshot = (d: ThreadDetail) => ({
    title: d.thread.title,
    content: d.thread.content,
    signature: d.thread.signature,
    locked: d.thread.locked,
    pinned: d.thread.pinned,
    reply: replyOf(d)?.reply_content,
    replySignature: replyOf(d)?.reply_signature,
    comment: commentOf(d)?.comment_content,
  });
  t.assert(
    'object_unchanged',
    "the member's thread, reply and comment are as they were",
    JSON.stringify(snapshot(after)) === JSON.stringify(snapshot(before)) &&
      snapshot(before).comment !== undefined,
    snapshot(before),
    snapshot(after),
  );
}

/**
 * Friend requests: the member asks a third account; another member can neither answer nor
 * withdraw it, nor name the third account as itself.
 */
export async function friendRequestsStayTheMembers({ t, actors: { member, other } }: World) {
  const third = await registerMember(t, 'zt');
  await t.call('POST /main/friends/request', {
    step: 'the member asks a third account',
    token: member.token,
    body: { user_id: third.id },
  });
  await t.call('PUT /main/friends/request', {
    step: "another member accepts the member's request",
    token: other.token,
    body: { user_id: member.id },
    expect: 409,
    code: 'AC1016',
  });
  await t.call('DELETE /main/friends/request', {
    step: "another member withdraws the member's request",
    token: other.token,
    body: { user_id: third.id },
    expect: 409,
    code: 'AC1016',
  });
  await t.call('PUT /main/friends/request', {
    step: 'another member accepts it naming the third account',
    token: other.token,
    body: { user_id: member.id, account_id: third.id },
    expect: 400,
    code: 'EX4001',
  });
  const relations = await t.call<{
    pending: { user_id: number }[];
    current: { user_id: number }[];
  }>('GET /main/data/users/relations', {
    step: "the third account's requests after",
    token: third.token,
  });
  t.assert(
    'object_unchanged',
    "the member's request still waits for the third account",
    relations.body.pending.some((u) => u.user_id === member.id) &&
      !relations.body.current.some((u) => u.user_id === member.id),
    { pending: [member.id] },
    relations.body,
  );
}

/** Outfit: the fixtures' member owns and wears items; another member can wear or take off none. */
export async function outfitStaysTheOwners({ t, actors: { other } }: World): Promise<void> {
  const owner = await asActor(t, t.run.fixtures.accounts.member);
  const outfit = async (step: string) =>
    (
      await t.call<{ current_outfit: { uuid: string }[] }>('GET /character/data/customize', {
        step,
        token: owner.token,
      })
    ).body.current_outfit.map((i) => i.uuid);
  const worn = await outfit("the owner's outfit, before");
  const owned = await t.call<{ results: { uuid: string }[] }>('GET /character/data/inventory', {
    step: "the owner's inventory",
    token: owner.token,
  });
  t.assert(
    'ensure_resource_availability',
    'the fixtures member wears an item and owns one',
    worn.length > 0 && owned.body.results.length > 0,
    'an item worn and owned',
    { worn, owned: owned.body.results.length },
  );
  await t.call('PATCH /character/code/remove', {
    step: "another member takes off the owner's item",
    token: other.token,
    body: { uuid: worn[0] },
    expect: 409,
    code: 'CH1003',
  });
  await t.call('PATCH /character/code/add', {
    step: "another member wears the owner's item",
    token: other.token,
    body: { uuid: owned.body.results[0]!.uuid },
    expect: 404,
    code: 'CH1002',
  });
  await t.call('PATCH /character/code/remove', {
    step: "another member takes off the owner's item, naming the owner",
    token: other.token,
    body: { uuid: worn[0], user_id: owner.id },
    expect: 400,
    code: 'EX4001',
  });
  const wornAfter = await outfit("the owner's outfit, after");
  t.assert(
    'object_unchanged',
    "the owner's outfit is unchanged",
    JSON.stringify(wornAfter) === JSON.stringify(worn),
    worn,
    wornAfter,
  );
}
