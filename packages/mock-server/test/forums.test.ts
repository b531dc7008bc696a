import type { ApiClient } from '@endless/client';
import { describe, expect, it } from 'vitest';
import { BIG_THREAD, GENERAL, LOCKED_THREAD, listPage, threadPage } from './forums-seed.ts';
import {
  addCommunityThread,
  clientFor,
  expectError,
  rawCall,
  setupForumsServer,
} from './support.ts';

setupForumsServer();

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
