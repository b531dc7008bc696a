import type { ApiClient, components } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { advance, nowSeconds } from '../src/domain/clock.ts';
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

const TEXTS = {
  title: 'Title needs to be at least 5 characters and no longer than 50 characters',
  content: 'Content needs to be at least 10 characters and no longer than 3000 characters',
  signature: 'Signature cannot be longer than 200 characters',
  comment: 'Comment is too short or too long',
};
// Seeded: General Discussion (2) has 52 threads, 7–9 pinned (7 by member, 47 replies), 10 locked.
const GENERAL = 2;
const BIG_THREAD = 7;
const LOCKED_THREAD = 10;
const CONTENT = 'A perfectly reasonable post.';

type PostFields = Partial<components['schemas']['CreatePostRequest']>;

const listPage = async (client: ApiClient, category: number, paginate?: number) =>
  (
    await client.GET('/forums/data/official/threads', {
      params: { query: { category, ...(paginate ? { paginate } : {}) } },
    })
  ).data!;

const threadPage = async (client: ApiClient, thread_id: number, paginate?: number) =>
  (
    await client.GET('/forums/data/official/thread', {
      params: { query: { thread_id, ...(paginate ? { paginate } : {}) } },
    })
  ).data!;

const categoryCount = async (client: ApiClient, id: number) =>
  (await client.GET('/forums/data/categories')).data!.o_categories.find((c) => c.id === id)
    ?.threads;

describe('categories', () => {
  it('lists the official categories in order with their thread counts, pinned included', async () => {
    const { data } = await (await clientFor()).GET('/forums/data/categories');
    expect(data!.o_categories.map((c) => [c.id, c.name, c.threads])).toEqual([
      [1, 'Announcements', 6],
      [2, 'General Discussion', 52],
      [3, 'Help & Support', 12],
      [4, 'Creations', 9],
      [5, 'Off Topic', 4],
    ]);
    expect(data!.o_categories[0]!.about).toBe('News and updates from the Endless team.');
  });

  it('answers 401 AU1001 to an unknown token instead of ignoring it', async () => {
    const { status, body } = await rawCall('GET', '/forums/data/categories', { token: 'at_nope' });
    expect([status, body.error_code]).toEqual([401, 'AU1001']);
  });
});

describe('thread lists', () => {
  it('sends pinned threads on page 1 only and 20 others a page, newest activity first', async () => {
    const client = await clientFor();
    const first = await listPage(client, GENERAL);
    expect(first.category_name).toBe('General Discussion');
    expect(first.thread_count).toBe(49);
    expect(first.pinned.map((t) => t.thread_id).sort()).toEqual([7, 8, 9]);
    expect(first.pinned.every((t) => t.thread_pinned === 1)).toBe(true);
    expect(first.threads).toHaveLength(20);

    const pages = [first, await listPage(client, GENERAL, 2), await listPage(client, GENERAL, 3)];
    expect(pages.slice(1).map((p) => [p.pinned.length, p.threads.length])).toEqual([
      [0, 20],
      [0, 9],
    ]);
    const listed = pages.flatMap((p) => p.threads);
    expect(new Set(listed.map((t) => t.thread_id)).size).toBe(49);
    expect(listed.some((t) => t.thread_pinned === 1)).toBe(false);
    const activity = listed.map((t) => t.thread_last_active);
    expect(activity).toEqual([...activity].sort((a, b) => b - a));

    const past = await listPage(client, GENERAL, 4);
    expect([past.thread_count, past.pinned, past.threads]).toEqual([49, [], []]);
  });

  it('describes each thread with its author, reply count and flags', async () => {
    const client = await clientFor();
    const big = (await listPage(client, GENERAL)).pinned.find((t) => t.thread_id === BIG_THREAD);
    expect(big).toMatchObject({
      thread_category: GENERAL,
      thread_title: 'Show your best Endless screenshot',
      thread_author: 'member',
      thread_replies: 47,
      thread_locked: 0,
    });
    const all = [];
    for (const page of [1, 2, 3]) all.push(...(await listPage(client, GENERAL, page)).threads);
    expect(all.filter((t) => t.thread_locked === 1).map((t) => t.thread_id)).toEqual([
      LOCKED_THREAD,
    ]);
  });

  it('answers 404 OF1002 for an unknown or community category and 400 for a bad query', async () => {
    const community = await addCommunityThread();
    const client = await clientFor();
    for (const category of [999, community.category]) {
      await expectError(
        client.GET('/forums/data/official/threads', { params: { query: { category } } }),
        404,
        'OF1002',
        'Category Not Found',
      );
    }
    for (const query of ['category=abc', 'category=2&paginate=abc', 'category=2&paginate=0', '']) {
      const { status, body } = await rawCall('GET', `/forums/data/official/threads?${query}`);
      expect([status, body.error_code]).toEqual([400, 'EX4001']);
    }
  });

  it('answers a community category and thread like official ones, and 404 across the two', async () => {
    const community = await addCommunityThread();
    const client = await clientFor('member');
    const list = await client.GET('/forums/data/community/threads', {
      params: { query: { category: community.category } },
    });
    expect(list.response.status).toBe(200);
    expect(list.data?.threads.map((t) => t.thread_id)).toContain(community.thread);
    const thread = await client.GET('/forums/data/community/thread', {
      params: { query: { thread_id: community.thread } },
    });
    expect(thread.response.status).toBe(200);
    await expectError(
      client.GET('/forums/data/community/threads', { params: { query: { category: 2 } } }),
      404,
      'OF1002',
    );
    await expectError(
      client.GET('/forums/data/community/thread', { params: { query: { thread_id: 1 } } }),
      404,
      'OF1003',
    );
    const { status } = await rawCall('GET', '/forums/data/community/threads?category=x');
    expect(status).toBe(400);
  });
});

describe('thread view', () => {
  it('pages the replies oldest first, 20 a page, each with all its comments', async () => {
    const client = await clientFor();
    const first = await threadPage(client, BIG_THREAD);
    expect(first.reply_count).toBe(47);
    expect(first.pagination).toEqual({ current_page: 1, page_size: 20, total_elements: 47 });
    expect(first.replies).toHaveLength(20);
    const third = await threadPage(client, BIG_THREAD, 3);
    expect([third.replies.length, third.pagination.current_page]).toEqual([7, 3]);
    expect((await threadPage(client, BIG_THREAD, 4)).replies).toEqual([]);

    const times = first.replies.map((r) => r.created_at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(third.replies[0]!.created_at).toBeGreaterThanOrEqual(times[19]!);
    for (const reply of first.replies) expect(reply.comment_count).toBe(reply.comments.length);
    expect(first.replies.some((r) => r.comments.length > 0)).toBe(true);
  });

  it('counts one view per fetch', async () => {
    const client = await clientFor();
    const before = (await threadPage(client, BIG_THREAD)).thread_views;
    expect((await threadPage(client, BIG_THREAD)).thread_views).toBe(before + 1);
    expect(
      (await listPage(client, GENERAL)).pinned.find((t) => t.thread_id === BIG_THREAD)
        ?.thread_views,
    ).toBe(before + 1);
  });

  it("tells a staff viewer apart and shows the author's shield", async () => {
    const staffThread = 1; // an announcement by staff
    expect((await threadPage(await clientFor(), staffThread)).user_shield).toBe(false);
    expect((await threadPage(await clientFor('member'), staffThread)).user_shield).toBe(false);
    const asStaff = await threadPage(await clientFor('staff'), staffThread);
    expect([asStaff.user_shield, asStaff.shield, asStaff.author_username]).toEqual([
      true,
      true,
      'staff',
    ]);
    const memberThread = await threadPage(await clientFor('staff'), BIG_THREAD);
    expect([memberThread.shield, memberThread.thread.created_by]).toEqual([false, 1]);
    expect(memberThread).toMatchObject({
      category_id: GENERAL,
      category_name: 'General Discussion',
    });
  });

  it('answers 404 OF1003 for a missing or community thread', async () => {
    const community = await addCommunityThread();
    const client = await clientFor();
    for (const thread_id of [9999, community.thread]) {
      await expectError(
        client.GET('/forums/data/official/thread', { params: { query: { thread_id } } }),
        404,
        'OF1003',
        'Thread Not Found',
      );
    }
    const { status } = await rawCall('GET', '/forums/data/official/thread?thread_id=7&paginate=x');
    expect(status).toBe(400);
  });
});

describe('create form context', () => {
  const context = (client: ApiClient, category_id: number, thread_id?: number) =>
    client.GET('/forums/data/create', {
      params: { query: { category_id, ...(thread_id ? { thread_id } : {}) } },
    });

  it("gives a new thread's form the viewer's signature and staff flag", async () => {
    expect((await context(await clientFor('member'), GENERAL)).data).toEqual({
      status: 200,
      locked: 0,
      category_name: 'General Discussion',
      thread_title: '',
      signature: 'See you in the Sky Islands!',
      shield: false,
    });
    expect((await context(await clientFor('staff'), 1)).data).toMatchObject({
      category_name: 'Announcements',
      signature: '',
      shield: true,
    });
  });

  it("gives a reply's form the thread's title and lock", async () => {
    const member = await clientFor('member');
    expect((await context(member, GENERAL, BIG_THREAD)).data).toMatchObject({
      locked: 0,
      thread_title: 'Show your best Endless screenshot',
    });
    expect((await context(member, GENERAL, LOCKED_THREAD)).data?.locked).toBe(1);
  });

  it('refuses guests, children, restricted accounts and unknown targets', async () => {
    const community = await addCommunityThread();
    await expectError(context(await clientFor(), GENERAL), 401, 'AU1001');
    await expectError(
      context(await clientFor('child'), GENERAL),
      403,
      'OF1009',
      'Forums Are Open From Age 13',
    );
    await expectError(context(await clientFor('suspended'), GENERAL), 403, 'AC1020');
    const member = await clientFor('member');
    await expectError(context(member, 999), 404, 'OF1002');
    await expectError(context(member, community.category), 404, 'OF1002');
    await expectError(context(member, 3, BIG_THREAD), 404, 'OF1003');
    await expectError(context(member, GENERAL, 9999), 404, 'OF1003');
  });
});

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
