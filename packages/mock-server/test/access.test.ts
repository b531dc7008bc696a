import type { ApiClient } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { advance, nowSeconds } from '../src/domain/clock.ts';
import {
  addCommunityThread,
  clientFor,
  expectError,
  rawCall,
  setupForumsServer,
  tokenOf,
} from './support.ts';

setupForumsServer();

// Seeded: General Discussion (2), thread 7 by member (pinned, 47 replies), thread 11 unpinned.
const GENERAL = 2;
const BIG_THREAD = 7;
const OPEN_THREAD = 11;
// Spec 03 §4: staff "scrub (blank)" titles and contents; the app draws what replaces them.
const REMOVED_TITLE = '';
const REMOVED_CONTENT = '';

const view = async (client: ApiClient, thread_id: number, paginate = 1) =>
  (await client.GET('/forums/data/official/thread', { params: { query: { thread_id, paginate } } }))
    .data!;

const list = async (client: ApiClient) =>
  (await client.GET('/forums/data/official/threads', { params: { query: { category: GENERAL } } }))
    .data!;

/** A fresh reply with a signature and one comment on it, by member. */
async function postReplyWithComment() {
  const member = await clientFor('member');
  const reply = await member.POST('/forums/create', {
    body: {
      category_id: GENERAL,
      thread_id: OPEN_THREAD,
      content: 'A reply worth moderating.',
      signature: 'member sig',
    },
  });
  const comment = await member.POST('/forums/comment', {
    body: { reply_id: reply.data!.id, content: 'And a comment.' },
  });
  return { replyId: reply.data!.id, commentId: comment.data!.id };
}

/** Every staff operation, sent with the client `client` at `id`. */
const operations = {
  lock: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/thread/lock', { body: { thread_id: id } }),
  pin: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/thread/pin', { body: { thread_id: id } }),
  unpin: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/thread/unpin', { body: { thread_id: id } }),
  title: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/thread/title', { body: { thread_id: id } }),
  content: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/thread/content', { body: { thread_id: id } }),
  sig: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/thread/sig', { body: { thread_id: id } }),
  delete: (c: ApiClient, id: number) =>
    c.DELETE('/access/forums/thread', { params: { query: { thread_id: id } } }),
  replyContent: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/reply/content', { body: { reply_id: id } }),
  replySig: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/reply/sig', { body: { reply_id: id } }),
  comment: (c: ApiClient, id: number) =>
    c.PUT('/access/forums/comment/content', { body: { comment_id: id } }),
};

describe('who may moderate', () => {
  it('refuses guests (401), restricted accounts (AC1020) and non-staff (OF1006), changing nothing', async () => {
    const { replyId, commentId } = await postReplyWithComment();
    const before = await view(await clientFor(), OPEN_THREAD, 1);
    const targets: Record<keyof typeof operations, number> = {
      lock: OPEN_THREAD,
      pin: OPEN_THREAD,
      unpin: BIG_THREAD,
      title: OPEN_THREAD,
      content: OPEN_THREAD,
      sig: OPEN_THREAD,
      delete: OPEN_THREAD,
      replyContent: replyId,
      replySig: replyId,
      comment: commentId,
    };
    const [guest, suspended, member, child] = await Promise.all([
      clientFor(),
      clientFor('suspended'),
      clientFor('member'),
      clientFor('child'),
    ]);
    for (const [name, send] of Object.entries(operations)) {
      const target = targets[name as keyof typeof operations];
      await expectError(send(guest, target), 401, 'AU1001');
      await expectError(send(suspended, target), 403, 'AC1020', 'Account Restricted');
      await expectError(send(member, target), 403, 'OF1006', 'Staff Only');
      await expectError(send(child, target), 403, 'OF1006');
    }
    const after = await view(await clientFor(), OPEN_THREAD, 1);
    expect({ ...after, thread_views: 0 }).toEqual({ ...before, thread_views: 0 });
    expect((await view(await clientFor(), BIG_THREAD)).thread.pinned).toBe(1);
  }, 20_000);

  it('checks the shield before reading the body', async () => {
    const body = '{broken';
    const member = await rawCall('PUT', '/access/forums/thread/pin', {
      body,
      token: await tokenOf('member'),
    });
    expect([member.status, member.body.error_code]).toEqual([403, 'OF1006']);
    const staffToken = await tokenOf('staff');
    for (const request of [
      { path: '/access/forums/thread/pin', body },
      { path: '/access/forums/thread/pin', body: JSON.stringify({ thread_id: 'x' }) },
      { path: '/access/forums/reply/sig', body: JSON.stringify({ reply_id: 1, extra: true }) },
      { path: '/access/forums/comment/content', body: '' },
    ]) {
      const staff = await rawCall('PUT', request.path, { body: request.body, token: staffToken });
      expect([staff.status, staff.body.error_code]).toEqual([400, 'EX4001']);
    }
    const badQuery = await rawCall('DELETE', '/access/forums/thread?thread_id=abc', {
      token: staffToken,
    });
    expect([badQuery.status, badQuery.body.error_code]).toEqual([400, 'EX4001']);
  });
});

describe('thread moderation', () => {
  it('locks a thread once; it then refuses replies and comments', async () => {
    const { replyId } = await postReplyWithComment();
    const staff = await clientFor('staff');
    expect((await operations.lock(staff, OPEN_THREAD)).data).toEqual({ status: 200 });
    expect((await view(staff, OPEN_THREAD)).thread.locked).toBe(1);
    await expectError(operations.lock(staff, OPEN_THREAD), 409, 'OF1010', 'Thread Already Locked');
    const member = await clientFor('member');
    await expectError(
      member.POST('/forums/create', {
        body: { category_id: GENERAL, thread_id: OPEN_THREAD, content: 'Too late for this.' },
      }),
      409,
      'OF1004',
    );
    await expectError(
      member.POST('/forums/comment', { body: { reply_id: replyId, content: 'Too late.' } }),
      409,
      'OF1004',
    );
  });

  it('pins and unpins, idempotently, moving the thread between the two lists', async () => {
    const staff = await clientFor('staff');
    const before = await list(staff);
    expect((await operations.pin(staff, OPEN_THREAD)).data).toEqual({ status: 200 });
    expect((await operations.pin(staff, OPEN_THREAD)).data).toEqual({ status: 200 });
    const pinned = await list(staff);
    expect(pinned.pinned.map((t) => t.thread_id)).toContain(OPEN_THREAD);
    expect(pinned.threads.map((t) => t.thread_id)).not.toContain(OPEN_THREAD);
    expect(pinned.thread_count).toBe(before.thread_count - 1);

    await operations.unpin(staff, OPEN_THREAD);
    expect((await operations.unpin(staff, OPEN_THREAD)).data).toEqual({ status: 200 });
    const unpinned = await list(staff);
    expect(unpinned.pinned.map((t) => t.thread_id)).not.toContain(OPEN_THREAD);
    expect(unpinned.thread_count).toBe(before.thread_count);
    expect((await view(staff, OPEN_THREAD)).thread.pinned).toBe(0);
  });

  it('blanks the title and content, nulls the signature and records the edit', async () => {
    const staff = await clientFor('staff');
    const member = await clientFor('member');
    const { data } = await member.POST('/forums/create', {
      body: {
        category_id: GENERAL,
        title: 'Something rude',
        content: 'Something even ruder.',
        signature: 'rude sig',
      },
    });
    const id = data!.id;
    advance(120_000);
    await operations.title(staff, id);
    const titled = await view(staff, id);
    expect([titled.thread.title, titled.thread.last_editied]).toEqual([
      REMOVED_TITLE,
      nowSeconds(),
    ]);
    expect((await list(staff)).threads.find((t) => t.thread_id === id)?.thread_title).toBe(
      REMOVED_TITLE,
    );
    advance(60_000);
    await operations.content(staff, id);
    await operations.sig(staff, id);
    const scrubbed = await view(staff, id);
    expect(scrubbed.thread).toMatchObject({
      title: REMOVED_TITLE,
      content: REMOVED_CONTENT,
      signature: null,
      last_editied: nowSeconds(),
      locked: 0,
    });
    // Scrubs are not activity: the thread keeps its place.
    expect(scrubbed.thread.last_active).toBe(scrubbed.thread.created_at);
  });

  it('deletes a thread with its replies and comments; the category count drops', async () => {
    const { replyId, commentId } = await postReplyWithComment();
    const staff = await clientFor('staff');
    const count = async () =>
      (await staff.GET('/forums/data/categories')).data!.o_categories.find((c) => c.id === GENERAL)
        ?.threads;
    expect(await count()).toBe(52);
    expect((await operations.delete(staff, OPEN_THREAD)).data).toEqual({ status: 200 });
    expect(await count()).toBe(51);
    await expectError(
      staff.GET('/forums/data/official/thread', { params: { query: { thread_id: OPEN_THREAD } } }),
      404,
      'OF1003',
    );
    expect((await list(staff)).threads.map((t) => t.thread_id)).not.toContain(OPEN_THREAD);
    await expectError(operations.replyContent(staff, replyId), 404, 'OF1007');
    await expectError(operations.comment(staff, commentId), 404, 'OF1008');
    await expectError(operations.delete(staff, OPEN_THREAD), 404, 'OF1003', 'Thread Not Found');
  });

  it('answers 404 OF1003 for every thread operation on a missing or community thread', async () => {
    const community = await addCommunityThread();
    const staff = await clientFor('staff');
    for (const send of [
      operations.lock,
      operations.pin,
      operations.unpin,
      operations.title,
      operations.content,
      operations.sig,
      operations.delete,
    ]) {
      await expectError(send(staff, 9999), 404, 'OF1003');
      await expectError(send(staff, community.thread), 404, 'OF1003');
    }
  });
});

describe('reply and comment moderation', () => {
  it('scrubs a reply content and signature, and a comment', async () => {
    const { replyId, commentId } = await postReplyWithComment();
    const staff = await clientFor('staff');
    expect((await operations.replyContent(staff, replyId)).data).toEqual({ status: 200 });
    expect((await operations.replySig(staff, replyId)).data).toEqual({ status: 200 });
    expect((await operations.comment(staff, commentId)).data).toEqual({ status: 200 });
    const reply = (await view(staff, OPEN_THREAD)).replies.find((r) => r.reply_id === replyId);
    expect(reply).toMatchObject({
      reply_content: REMOVED_CONTENT,
      reply_signature: null,
      comment_count: 1,
      comments: [{ comment_id: commentId, comment_content: REMOVED_CONTENT }],
    });
  });

  it('leaves the other replies alone', async () => {
    const kept = await postReplyWithComment();
    const scrubbed = await postReplyWithComment();
    const staff = await clientFor('staff');
    const find = async (id: number) =>
      (await view(staff, OPEN_THREAD)).replies.find((r) => r.reply_id === id);
    const before = await find(kept.replyId);
    await operations.replyContent(staff, scrubbed.replyId);
    await operations.replySig(staff, scrubbed.replyId);
    await operations.comment(staff, scrubbed.commentId);
    expect(await find(kept.replyId)).toEqual(before);
    expect(before?.reply_content).toBe('A reply worth moderating.');
  });

  it('answers 404 OF1007 for a missing reply and OF1008 for a missing comment', async () => {
    const staff = await clientFor('staff');
    await expectError(operations.replyContent(staff, 999_999), 404, 'OF1007', 'Reply Not Found');
    await expectError(operations.replySig(staff, 999_999), 404, 'OF1007');
    await expectError(operations.comment(staff, 999_999), 404, 'OF1008', 'Comment Not Found');
  });
});
