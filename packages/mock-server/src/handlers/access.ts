import { z } from 'zod';
import type { Reply, Thread } from '../db/forums.ts';
import { comments, replies, threads } from '../db/index.ts';
import { nowSeconds } from '../domain/clock.ts';
import {
  SCRUBBED_TEXT,
  deleteThreadCascade,
  findComment,
  findReply,
  findThread,
  queryId,
  requireStaff,
} from '../domain/forums.ts';
import { forumsErrorBody } from '../requests/errors.ts';
import { parseBody, parseQuery } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';

// Shapes only: the contract's request rules have judged the ids.
const id = z.number();
const threadIdBody = z.strictObject({ thread_id: id });
const replyIdBody = z.strictObject({ reply_id: id });
const commentIdBody = z.strictObject({ comment_id: id });
const threadIdQuery = z.object({ thread_id: queryId });

/**
 * The staff check comes before the body is read, so only staff learn anything about the
 * request's targets: 401, 403 AC1020, 403 OF1006 (a body out of the contract's request rules is
 * refused before, by its shape alone: 400 EX4001).
 */
async function staffBody<S extends z.ZodObject>(request: Request, schema: S) {
  const staff = requireStaff(request);
  return staff.ok ? parseBody(request, schema) : staff;
}

/** A staff edit of one thread by `thread_id`: 404 OF1003 when it does not exist, else 200. */
function staffThreadEdit(
  path:
    | '/access/forums/thread/pin'
    | '/access/forums/thread/unpin'
    | '/access/forums/thread/title'
    | '/access/forums/thread/content'
    | '/access/forums/thread/sig',
  edit: (
    draft: Pick<Thread, 'pinned' | 'title' | 'content' | 'signature' | 'last_edited'>,
    editedAt: number,
  ) => void,
) {
  return http.put(path, async ({ request, response }) => {
    const body = await staffBody(request, threadIdBody);
    if (!body.ok) return body.response;
    const thread = findThread(body.data.thread_id)?.thread;
    if (!thread) return response(404).json(forumsErrorBody(404, 'OF1003'));
    const at = nowSeconds();
    await threads.update(thread, { data: (draft) => edit(draft, at) });
    return response(200).json({ status: 200 });
  });
}

/** A staff scrub of one reply by `reply_id`: 404 OF1007 when it does not exist, else 200. */
function staffReplyEdit(
  path: '/access/forums/reply/content' | '/access/forums/reply/sig',
  edit: (draft: Pick<Reply, 'content' | 'signature'>) => void,
) {
  return http.put(path, async ({ request, response }) => {
    const body = await staffBody(request, replyIdBody);
    if (!body.ok) return body.response;
    const found = findReply(body.data.reply_id);
    if (!found) return response(404).json(forumsErrorBody(404, 'OF1007'));
    await replies.update(found.reply, { data: edit });
    return response(200).json({ status: 200 });
  });
}

export const accessHandlers = [
  // Staff lock is one-way like the author's (no unlock is offered).
  http.put('/access/forums/thread/lock', async ({ request, response }) => {
    const body = await staffBody(request, threadIdBody);
    if (!body.ok) return body.response;
    const thread = findThread(body.data.thread_id)?.thread;
    if (!thread) return response(404).json(forumsErrorBody(404, 'OF1003'));
    if (thread.locked === 1) return response(409).json(forumsErrorBody(409, 'OF1010'));
    await threads.update(thread, { data: (draft) => void (draft.locked = 1) });
    return response(200).json({ status: 200 });
  }),

  // Pin and unpin are idempotent: repeating one answers 200 and changes nothing.
  staffThreadEdit('/access/forums/thread/pin', (draft) => void (draft.pinned = 1)),
  staffThreadEdit('/access/forums/thread/unpin', (draft) => void (draft.pinned = 0)),

  // Thread scrubs record `last_edited` (the contract's `last_editied`).
  staffThreadEdit('/access/forums/thread/title', (draft, at) => {
    draft.title = SCRUBBED_TEXT;
    draft.last_edited = at;
  }),
  staffThreadEdit('/access/forums/thread/content', (draft, at) => {
    draft.content = SCRUBBED_TEXT;
    draft.last_edited = at;
  }),
  // A scrubbed signature is none at all (null).
  staffThreadEdit('/access/forums/thread/sig', (draft, at) => {
    draft.signature = null;
    draft.last_edited = at;
  }),

  // Deleting takes the replies and their comments along; the category count follows.
  http.delete('/access/forums/thread', async ({ request, response }) => {
    const staff = requireStaff(request);
    if (!staff.ok) return staff.response;
    const query = parseQuery(request, threadIdQuery);
    if (!query.ok) return query.response;
    const thread = findThread(query.data.thread_id)?.thread;
    if (!thread) return response(404).json(forumsErrorBody(404, 'OF1003'));
    deleteThreadCascade(thread);
    return response(200).json({ status: 200 });
  }),

  staffReplyEdit('/access/forums/reply/content', (draft) => void (draft.content = SCRUBBED_TEXT)),
  staffReplyEdit('/access/forums/reply/sig', (draft) => void (draft.signature = null)),

  http.put('/access/forums/comment/content', async ({ request, response }) => {
    const body = await staffBody(request, commentIdBody);
    if (!body.ok) return body.response;
    const comment = findComment(body.data.comment_id);
    if (!comment) return response(404).json(forumsErrorBody(404, 'OF1008'));
    await comments.update(comment, { data: (draft) => void (draft.content = SCRUBBED_TEXT) });
    return response(200).json({ status: 200 });
  }),
];
