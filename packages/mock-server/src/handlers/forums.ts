import type { components } from '@endless/client/generated';
import { HttpResponse } from 'msw';
import { z } from 'zod';
import {
  comments,
  commentsOfReply,
  nextId,
  replies,
  repliesOfThread,
  threads,
  type Account,
  type ForumCategory,
  type Thread,
} from '../db/index.ts';
import { optionalAccount, requireAccount } from '../domain/auth.ts';
import { nowSeconds } from '../domain/clock.ts';
import {
  EDIT_WINDOW_SECONDS,
  FORUM_PAGE_SIZE,
  MISSING_TITLE_TEXT,
  accountsById,
  findCommunityCategory,
  findOfficialCategory,
  findReply,
  findThread,
  forumPostingError,
  isStaff,
  officialCategories,
  pageOf,
  queryId,
  type StoredThread,
} from '../domain/forums.ts';
import {
  errorCodeBody,
  errorCodeResponse,
  forumsErrorBody,
  serverError,
} from '../requests/errors.ts';
import { parseBody, parseQuery } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';

type Schemas = components['schemas'];

const flag = z.literal([0, 1]);
const threadListQuery = z.object({ category: queryId, paginate: queryId.default(1) });
const threadQuery = z.object({ thread_id: queryId, paginate: queryId.default(1) });
const postContextQuery = z.object({ category_id: queryId, thread_id: queryId.optional() });
// Shapes and types only: the contract's request rules have judged the values.
const createPostBody = z.strictObject({
  category_id: z.number(),
  thread_id: z.number().optional(),
  title: z.string().optional(),
  content: z.string(),
  signature: z.string().optional(),
  locked: flag.optional(),
  pinned: flag.optional(),
});
const createCommentBody = z.strictObject({
  reply_id: z.number(),
  content: z.string(),
});
const threadIdBody = z.strictObject({ thread_id: z.number() });

/** Newest activity first; the newer thread wins a tie so the order is stable. */
const byLastActive = (a: Thread, b: Thread) => b.last_active - a.last_active || b.id - a.id;

/** List rows of `list`, or null when an author account is missing (a broken database). */
function threadListItems(list: Thread[]): Schemas['ThreadListItem'][] | null {
  const authors = accountsById(list.map((thread) => thread.created_by));
  const items: Schemas['ThreadListItem'][] = [];
  for (const thread of list) {
    const author = authors.get(thread.created_by);
    if (!author) return null;
    items.push({
      thread_id: thread.id,
      thread_category: thread.category_id,
      thread_title: thread.title,
      thread_author: author.username,
      thread_replies: repliesOfThread(thread.id).length,
      thread_views: thread.views,
      thread_pinned: thread.pinned,
      thread_locked: thread.locked,
      thread_created_at: thread.created_at,
      thread_last_active: thread.last_active,
    });
  }
  return items;
}

/** One page of a thread's replies (oldest first) with every comment, or null on a missing author. */
function replyPage(
  thread: Thread,
  page: number,
): { total: number; page: Schemas['Reply'][] } | null {
  // Grouped rows, not scans: the busiest read of the forums, over its largest tables.
  const all = [...repliesOfThread(thread.id)].sort(
    (a, b) => a.created_at - b.created_at || a.id - b.id,
  );
  const shown = pageOf(all, page);
  const replyComments = shown
    .flatMap((reply) => commentsOfReply(reply.id))
    .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
  const authors = accountsById([
    ...shown.map((reply) => reply.author_id),
    ...replyComments.map((comment) => comment.author_id),
  ]);
  const result: Schemas['Reply'][] = [];
  for (const reply of shown) {
    const author = authors.get(reply.author_id);
    if (!author) return null;
    const commentRows: Schemas['Comment'][] = [];
    for (const comment of replyComments.filter((c) => c.reply_id === reply.id)) {
      const commenter = authors.get(comment.author_id);
      if (!commenter) return null;
      commentRows.push({
        comment_id: comment.id,
        comment_content: comment.content,
        author_id: commenter.id,
        author_username: commenter.username,
        author_render: commenter.half_render,
        created_at: comment.created_at,
      });
    }
    result.push({
      reply_id: reply.id,
      reply_content: reply.content,
      reply_signature: reply.signature,
      author_id: author.id,
      author_username: author.username,
      author_render: author.half_render,
      shield: isStaff(author),
      created_at: reply.created_at,
      comment_count: commentRows.length,
      comments: commentRows,
    });
  }
  return { total: all.length, page: result };
}

/** Counts the view, then builds the thread page; null on a missing author. */
async function threadDetail(
  found: NonNullable<ReturnType<typeof findThread>>,
  viewer: Account | null,
  page: number,
): Promise<Schemas['ThreadDetailResponse'] | null> {
  const thread =
    (await threads.update(found.thread, { data: (draft) => void (draft.views += 1) })) ??
    found.thread;
  const author = accountsById([thread.created_by]).get(thread.created_by);
  const shownReplies = replyPage(thread, page);
  if (!author || !shownReplies) return null;
  return {
    status: 200,
    thread: {
      title: thread.title,
      content: thread.content,
      signature: thread.signature,
      created_by: thread.created_by,
      locked: thread.locked,
      pinned: thread.pinned,
      created_at: thread.created_at,
      last_active: thread.last_active,
      edit_expires: thread.edit_expires,
      last_editied: thread.last_edited,
    },
    category_id: found.category.id,
    category_name: found.category.name,
    thread_views: thread.views,
    reply_count: shownReplies.total,
    author_username: author.username,
    author_render: author.half_render,
    shield: isStaff(author),
    user_shield: isStaff(viewer),
    replies: shownReplies.page,
    pagination: {
      current_page: page,
      page_size: FORUM_PAGE_SIZE,
      total_elements: shownReplies.total,
    },
  };
}

/** Marks a thread active now (a new reply or comment). */
async function touchThread(thread: StoredThread): Promise<void> {
  const at = nowSeconds();
  await threads.update(thread, { data: (draft) => void (draft.last_active = at) });
}

type FindCategory = (id: number) => ForumCategory | undefined;

/** A category's thread list (official or community), or its error response. */
function threadList(request: Request, findCategory: FindCategory) {
  const viewer = optionalAccount(request);
  if (!viewer.ok) return viewer.response;
  const query = parseQuery(request, threadListQuery);
  if (!query.ok) return query.response;
  const { category: categoryId, paginate: page } = query.data;
  const category = findCategory(categoryId);
  if (!category) return errorCodeResponse(404, 'OF1002');
  const inCategory = threads
    .all()
    .filter((thread) => thread.category_id === categoryId)
    .sort(byLastActive);
  const unpinned = inCategory.filter((thread) => thread.pinned === 0);
  const pinned = threadListItems(page === 1 ? inCategory.filter((t) => t.pinned === 1) : []);
  const shown = threadListItems(pageOf(unpinned, page));
  if (!pinned || !shown) return serverError();
  const body: Schemas['ThreadListResponse'] = {
    status: 200,
    thread_count: unpinned.length,
    category_name: category.name,
    pinned,
    threads: shown,
  };
  return HttpResponse.json<Schemas['ThreadListResponse']>(body);
}

/** A thread page (official or community): every fetch counts a view. */
async function threadPage(request: Request, findCategory: FindCategory) {
  const viewer = optionalAccount(request);
  if (!viewer.ok) return viewer.response;
  const query = parseQuery(request, threadQuery);
  if (!query.ok) return query.response;
  const found = findThread(query.data.thread_id, findCategory);
  if (!found) return errorCodeResponse(404, 'OF1003');
  const detail = await threadDetail(found, viewer.account, query.data.paginate);
  return detail ? HttpResponse.json<Schemas['ThreadDetailResponse']>(detail) : serverError();
}

export const forumsHandlers = [
  // Official categories only: community categories are not offered yet.
  http.get('/forums/data/categories', ({ request, response }) => {
    const viewer = optionalAccount(request);
    if (!viewer.ok) return viewer.response;
    const counts = new Map<number, number>();
    for (const thread of threads.all()) {
      counts.set(thread.category_id, (counts.get(thread.category_id) ?? 0) + 1);
    }
    return response(200).json({
      status: 200,
      o_categories: officialCategories().map((category) => ({
        id: category.id,
        name: category.name,
        about: category.about,
        threads: counts.get(category.id) ?? 0,
      })),
    });
  }),

  // Pinned threads on page 1 only; `thread_count` counts the others, which come 20 a page.
  http.get('/forums/data/official/threads', ({ request }) =>
    threadList(request, findOfficialCategory),
  ),

  // Community categories (our design) answer like official ones; none are seeded.
  http.get('/forums/data/community/threads', ({ request }) =>
    threadList(request, findCommunityCategory),
  ),

  // Every fetch counts a view; `user_shield` tells a staff viewer to show the moderation controls.
  http.get('/forums/data/official/thread', ({ request }) =>
    threadPage(request, findOfficialCategory),
  ),

  http.get('/forums/data/community/thread', ({ request }) =>
    threadPage(request, findCommunityCategory),
  ),

  // The create form's context; children's accounts are refused before they can type anything.
  http.get('/forums/data/create', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const refused = forumPostingError(auth.account);
    if (refused) return response(403).json(errorCodeBody(403, refused));
    const query = parseQuery(request, postContextQuery);
    if (!query.ok) return query.response;
    const { category_id: categoryId, thread_id: threadId } = query.data;
    const category = findOfficialCategory(categoryId);
    if (!category) return response(404).json(errorCodeBody(404, 'OF1002'));
    const thread = threadId === undefined ? undefined : findThread(threadId)?.thread;
    if (threadId !== undefined && thread?.category_id !== categoryId) {
      return response(404).json(errorCodeBody(404, 'OF1003'));
    }
    return response(200).json({
      status: 200,
      locked: thread?.locked ?? 0,
      category_name: category.name,
      thread_title: thread?.title ?? '',
      signature: auth.account.signature,
      shield: isStaff(auth.account),
    });
  }),

  // Checks in order (after the contract's request rules: lengths, ids): account, a new thread's
  // title, the staff-only pin,
  // then the category, the thread and its lock. A reply ignores title, locked and pinned.
  http.post('/forums/create', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const refused = forumPostingError(auth.account);
    if (refused) return response(403).json(forumsErrorBody(403, refused));
    const body = await parseBody(request, createPostBody);
    if (!body.ok) return body.response;
    const post = body.data;
    const newThread = post.thread_id === undefined;
    if (newThread && post.title === undefined) {
      return response(400).json(forumsErrorBody(400, 'OF1001', MISSING_TITLE_TEXT));
    }
    if (newThread && post.pinned === 1 && !isStaff(auth.account)) {
      return response(403).json(forumsErrorBody(403, 'OF1006'));
    }
    if (!findOfficialCategory(post.category_id)) {
      return response(404).json(forumsErrorBody(404, 'OF1002'));
    }
    // An empty signature is no signature (shown as none).
    const signature = post.signature || null;
    const at = nowSeconds();

    if (post.thread_id === undefined) {
      const thread = await threads.create({
        id: nextId(threads),
        category_id: post.category_id,
        title: post.title ?? '',
        content: post.content,
        signature,
        created_by: auth.account.id,
        locked: post.locked ?? 0,
        pinned: post.pinned ?? 0,
        views: 0,
        created_at: at,
        last_active: at,
        edit_expires: at + EDIT_WINDOW_SECONDS,
        last_edited: null,
      });
      return response(201).json({ status: 201, id: thread.id });
    }

    const thread = findThread(post.thread_id)?.thread;
    if (thread?.category_id !== post.category_id) {
      return response(404).json(forumsErrorBody(404, 'OF1003'));
    }
    if (thread.locked === 1) return response(409).json(forumsErrorBody(409, 'OF1004'));
    const reply = await replies.create({
      id: nextId(replies),
      thread_id: thread.id,
      content: post.content,
      signature,
      author_id: auth.account.id,
      created_at: at,
    });
    await touchThread(thread);
    return response(201).json({ status: 201, id: reply.id });
  }),

  http.post('/forums/comment', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const refused = forumPostingError(auth.account);
    if (refused) return response(403).json(forumsErrorBody(403, refused));
    const body = await parseBody(request, createCommentBody);
    if (!body.ok) return body.response;
    const found = findReply(body.data.reply_id);
    if (!found) return response(404).json(forumsErrorBody(404, 'OF1007'));
    if (found.thread.locked === 1) return response(409).json(forumsErrorBody(409, 'OF1004'));
    const comment = await comments.create({
      id: nextId(comments),
      reply_id: found.reply.id,
      content: body.data.content,
      author_id: auth.account.id,
      created_at: nowSeconds(),
    });
    await touchThread(found.thread);
    return response(201).json({ status: 201, id: comment.id });
  }),

  // The author's one-way lock (staff lock through /access/forums/thread/lock).
  http.put('/forums/thread/lock', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, threadIdBody);
    if (!body.ok) return body.response;
    const thread = findThread(body.data.thread_id)?.thread;
    if (!thread) return response(404).json(forumsErrorBody(404, 'OF1003'));
    if (thread.created_by !== auth.account.id) {
      return response(403).json(forumsErrorBody(403, 'OF1005'));
    }
    if (thread.locked === 1) return response(409).json(forumsErrorBody(409, 'OF1010'));
    await threads.update(thread, { data: (draft) => void (draft.locked = 1) });
    return response(200).json({ status: 200 });
  }),
];
