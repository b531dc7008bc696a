import type { ApiClient } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { advance, nowSeconds } from '../src/domain/clock.ts';
import {
  BIG_THREAD,
  CONTENT,
  GENERAL,
  LOCKED_THREAD,
  TEXTS,
  categoryCount,
  listPage,
  threadPage,
  type PostFields,
} from './forums-seed.ts';
import {
  addCommunityThread,
  clientFor,
  expectError,
  rawCall,
  tokenOf,
  setupForumsServer,
  T0,
} from './support.ts';

setupForumsServer();

describe('creating threads', () => {
  const newThread = (client: ApiClient, fields: PostFields = {}) =>
    client.POST('/forums/create', {
      body: { category_id: GENERAL, title: 'Hello there', content: CONTENT, ...fields },
    });

  it('creates a thread that leads its category and opens with the given fields', async () => {
    const member = await clientFor('member');
    advance(60_000);
    const { data } = await newThread(member, { signature: 'Cheers, member' });
    expect(data).toEqual({ status: 201, id: expect.any(Number) });
    const id = data!.id;
    const at = Math.floor(T0 / 1000) + 60;

    const list = await listPage(member, GENERAL);
    expect([list.thread_count, list.threads[0]?.thread_id]).toEqual([50, id]);
    expect(list.threads[0]).toMatchObject({
      thread_replies: 0,
      thread_views: 0,
      thread_author: 'member',
    });
    expect(await categoryCount(member, GENERAL)).toBe(53);

    const view = await threadPage(member, id);
    expect(view.thread).toEqual({
      title: 'Hello there',
      content: CONTENT,
      signature: 'Cheers, member',
      created_by: 1,
      locked: 0,
      pinned: 0,
      created_at: at,
      last_active: at,
      edit_expires: at + 3600,
      last_editied: null,
    });
    expect([view.reply_count, view.replies]).toEqual([0, []]);
  });

  it('stores an empty signature as none and honours locked', async () => {
    const member = await clientFor('member');
    const { data } = await newThread(member, { signature: '', locked: 1 });
    const view = await threadPage(member, data!.id);
    expect([view.thread.signature, view.thread.locked]).toEqual([null, 1]);
  });

  it('checks the title as the message reads: 5 to 50 characters, and required', async () => {
    const member = await clientFor('member');
    for (const title of ['abcd', 'x'.repeat(51), '']) {
      await expectError(newThread(member, { title }), 400, 'OF1001', TEXTS.title);
    }
    await expectError(
      member.POST('/forums/create', { body: { category_id: GENERAL, content: CONTENT } }),
      400,
      'OF1001',
      TEXTS.title,
    );
    for (const title of ['abcde', 'x'.repeat(50)]) {
      expect((await newThread(member, { title })).data?.status).toBe(201);
    }
  });

  it('checks content 10 to 3000 and signature up to 200, in that order, changing nothing', async () => {
    const member = await clientFor('member');
    for (const content of ['x'.repeat(9), 'x'.repeat(3001)]) {
      await expectError(newThread(member, { content }), 400, 'OF1001', TEXTS.content);
    }
    await expectError(
      newThread(member, { signature: 's'.repeat(201) }),
      400,
      'OF1001',
      TEXTS.signature,
    );
    // Title first, then content, then signature.
    await expectError(
      newThread(member, { title: 'abc', content: 'short', signature: 's'.repeat(201) }),
      400,
      'OF1001',
      TEXTS.title,
    );
    await expectError(
      newThread(member, { content: 'short', signature: 's'.repeat(201) }),
      400,
      'OF1001',
      TEXTS.content,
    );
    expect(await categoryCount(member, GENERAL)).toBe(52);
    for (const fields of [
      { content: 'x'.repeat(10) },
      { content: 'x'.repeat(3000), signature: 's'.repeat(200) },
    ]) {
      expect((await newThread(member, fields)).data?.status).toBe(201);
    }
  });

  it('lets only staff create a pinned thread, which then is not counted among the others', async () => {
    await expectError(
      newThread(await clientFor('member'), { pinned: 1 }),
      403,
      'OF1006',
      'Staff Only',
    );
    const staff = await clientFor('staff');
    expect(await categoryCount(staff, GENERAL)).toBe(52);
    const { data } = await newThread(staff, { pinned: 1 });
    const list = await listPage(staff, GENERAL);
    expect(list.pinned.map((t) => t.thread_id)).toContain(data!.id);
    expect(list.thread_count).toBe(49);
    expect(await categoryCount(staff, GENERAL)).toBe(53);
  });

  it('refuses guests, children, restricted accounts, unknown categories and bad bodies', async () => {
    const community = await addCommunityThread();
    await expectError(newThread(await clientFor()), 401, 'AU1001');
    await expectError(newThread(await clientFor('child')), 403, 'OF1009');
    await expectError(newThread(await clientFor('suspended')), 403, 'AC1020', 'Account Restricted');
    const member = await clientFor('member');
    await expectError(newThread(member, { category_id: 999 }), 404, 'OF1002', 'Category Not Found');
    await expectError(newThread(member, { category_id: community.category }), 404, 'OF1002');
    const token = await tokenOf('member');
    for (const body of [
      '{not json',
      JSON.stringify({ category_id: GENERAL, title: 'Hello there', content: CONTENT, extra: 1 }),
      JSON.stringify({ category_id: '2', title: 'Hello there', content: CONTENT }),
      JSON.stringify({ category_id: GENERAL, title: 'Hello there', content: CONTENT, pinned: 2 }),
    ]) {
      const response = await rawCall('POST', '/forums/create', { body, token });
      expect([response.status, response.body.error_code]).toEqual([400, 'EX4001']);
    }
    expect(await categoryCount(member, GENERAL)).toBe(52);
  });
});

describe('replies', () => {
  const reply = (client: ApiClient, fields: PostFields = {}) =>
    client.POST('/forums/create', {
      body: { category_id: GENERAL, thread_id: BIG_THREAD, content: CONTENT, ...fields },
    });

  it('adds a reply at the end, counts it and marks the thread active', async () => {
    const backer = await clientFor('backer');
    advance(3_600_000);
    const { data } = await reply(backer, { signature: 'Tier II' });
    expect(data?.status).toBe(201);
    const last = await threadPage(backer, BIG_THREAD, 3);
    expect(last.reply_count).toBe(48);
    expect(last.thread.last_active).toBe(nowSeconds());
    expect(last.replies.at(-1)).toMatchObject({
      reply_id: data!.id,
      reply_content: CONTENT,
      reply_signature: 'Tier II',
      author_username: 'backer',
      shield: false,
      comment_count: 0,
      comments: [],
    });
    const pinned = (await listPage(backer, GENERAL)).pinned;
    expect(pinned[0]).toMatchObject({ thread_id: BIG_THREAD, thread_replies: 48 });
  });

  it('moves an unpinned thread to the top of the list', async () => {
    const member = await clientFor('member');
    const oldest = (await listPage(member, GENERAL, 3)).threads.at(-1)!;
    advance(1000);
    await reply(member, { thread_id: oldest.thread_id });
    expect((await listPage(member, GENERAL)).threads[0]?.thread_id).toBe(oldest.thread_id);
  });

  it('ignores title, locked and pinned on a reply, and allows up to 3000 characters', async () => {
    const member = await clientFor('member');
    // A title the contract accepts (ThreadTitle), so only the reply rule decides that it is ignored.
    const { data } = await reply(member, {
      title: 'Not for a reply',
      locked: 1,
      pinned: 1,
      content: 'y'.repeat(3000),
    });
    expect(data?.status).toBe(201);
    const view = await threadPage(member, BIG_THREAD);
    expect([view.thread.title, view.thread.locked]).toEqual([
      'Show your best Endless screenshot',
      0,
    ]);
    await expectError(reply(member, { content: 'y'.repeat(9) }), 400, 'OF1001', TEXTS.content);
    await expectError(
      reply(member, { signature: 's'.repeat(201) }),
      400,
      'OF1001',
      TEXTS.signature,
    );
  });

  it('refuses locked threads (OF1004) and threads outside the category (OF1003)', async () => {
    const member = await clientFor('member');
    await expectError(
      reply(member, { thread_id: LOCKED_THREAD }),
      409,
      'OF1004',
      'Thread Is Locked',
    );
    await expectError(reply(member, { category_id: 3 }), 404, 'OF1003', 'Thread Not Found');
    await expectError(reply(member, { thread_id: 9999 }), 404, 'OF1003');
    await expectError(reply(await clientFor('child')), 403, 'OF1009');
    expect((await threadPage(member, BIG_THREAD)).reply_count).toBe(47);
  });
});

describe('comments', () => {
  const firstReply = async (client: ApiClient) =>
    (await threadPage(client, BIG_THREAD)).replies[0]!;
  const comment = (client: ApiClient, reply_id: number, content = 'Nice one!') =>
    client.POST('/forums/comment', { body: { reply_id, content } });

  it('adds a comment under its reply, last, and marks the thread active', async () => {
    const member = await clientFor('member');
    const target = await firstReply(member);
    advance(5_000);
    const { data } = await comment(member, target.reply_id, 'Great shot!');
    expect(data).toEqual({ status: 201, id: expect.any(Number) });
    const view = await threadPage(member, BIG_THREAD);
    const updated = view.replies[0]!;
    expect(updated.comment_count).toBe(target.comment_count + 1);
    expect(updated.comments.at(-1)).toEqual({
      comment_id: data!.id,
      comment_content: 'Great shot!',
      author_id: 1,
      author_username: 'member',
      author_render: expect.any(String),
      created_at: nowSeconds(),
    });
    expect(view.thread.last_active).toBe(nowSeconds());
  });

  it('accepts 5 to 300 characters, else OF1001 with its text', async () => {
    const member = await clientFor('member');
    const { reply_id } = await firstReply(member);
    for (const content of ['abcd', 'x'.repeat(301)]) {
      await expectError(comment(member, reply_id, content), 400, 'OF1001', TEXTS.comment);
    }
    for (const content of ['abcde', 'x'.repeat(300)]) {
      expect((await comment(member, reply_id, content)).data?.status).toBe(201);
    }
  });

  it('refuses missing replies, guests, children, restricted accounts and bad bodies', async () => {
    const member = await clientFor('member');
    await expectError(comment(member, 999_999), 404, 'OF1007', 'Reply Not Found');
    const { reply_id } = await firstReply(member);
    await expectError(comment(await clientFor('child'), reply_id), 403, 'OF1009');
    await expectError(comment(await clientFor('terminated'), reply_id), 403, 'AC1020');
    await expectError(comment(await clientFor(), reply_id), 401, 'AU1001');
    const { status } = await rawCall('POST', '/forums/comment', {
      body: JSON.stringify({ reply_id }),
      token: await tokenOf('member'),
    });
    expect(status).toBe(400);
    expect((await firstReply(member)).comment_count).toBe(
      (await threadPage(await clientFor(), BIG_THREAD)).replies[0]!.comment_count,
    );
  });

  it('refuses comments once the author locks the thread', async () => {
    const member = await clientFor('member');
    const { reply_id } = await firstReply(member);
    await member.PUT('/forums/thread/lock', { body: { thread_id: BIG_THREAD } });
    await expectError(comment(member, reply_id), 409, 'OF1004', 'Thread Is Locked');
  });
});

describe('author lock', () => {
  const lock = (client: ApiClient, thread_id: number) =>
    client.PUT('/forums/thread/lock', { body: { thread_id } });

  it('lets the author lock once; then replies are refused', async () => {
    const member = await clientFor('member');
    expect((await lock(member, BIG_THREAD)).data).toEqual({ status: 200 });
    expect((await threadPage(member, BIG_THREAD)).thread.locked).toBe(1);
    await expectError(lock(member, BIG_THREAD), 409, 'OF1010', 'Thread Already Locked');
    await expectError(
      member.POST('/forums/create', {
        body: { category_id: GENERAL, thread_id: BIG_THREAD, content: CONTENT },
      }),
      409,
      'OF1004',
    );
  });

  it('refuses anyone but the author, staff included, and missing threads', async () => {
    await expectError(
      lock(await clientFor('backer'), BIG_THREAD),
      403,
      'OF1005',
      'Only The Author May Lock This Thread',
    );
    await expectError(lock(await clientFor('staff'), BIG_THREAD), 403, 'OF1005');
    await expectError(lock(await clientFor('member'), 9999), 404, 'OF1003');
    await expectError(lock(await clientFor(), BIG_THREAD), 401, 'AU1001');
    expect((await threadPage(await clientFor(), BIG_THREAD)).thread.locked).toBe(0);
  });
});
