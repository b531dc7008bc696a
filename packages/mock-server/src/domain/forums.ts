import { requestSchemas } from '@endless/client/schemas';
import type { HttpResponse } from 'msw';
import { z } from 'zod';
import {
  accounts,
  comments,
  forumCategories,
  replies,
  threads,
  type Account,
  type ForumCategory,
} from '../db/index.ts';
import {
  forumsErrorResponse,
  type ErrorCode,
  type ErrorCodeBody,
  type ForumsErrorBody,
} from '../requests/errors.ts';
import { requireAccount } from './auth.ts';

/** Stored records (with @msw/data's internal keys), as `update` and `delete` take them. */
export type StoredThread = NonNullable<ReturnType<typeof threads.findFirst>>;
export type StoredReply = NonNullable<ReturnType<typeof replies.findFirst>>;
export type StoredComment = NonNullable<ReturnType<typeof comments.findFirst>>;

/** Threads per page of a category and replies per page of a thread (spec 03 §9). */
export const FORUM_PAGE_SIZE = 20;

/**
 * The OF1001 text of a new thread without a title: the contract's text for too short a title. The
 * lengths of titles, contents, signatures and comments, with their texts, are the contract's
 * request rules (requests/request-rules.ts).
 */
export const MISSING_TITLE_TEXT =
  requestSchemas.createForumPost.body.shape.title.unwrap().safeParse('').error?.issues[0]
    ?.message ?? '';

/**
 * What staff scrubs leave of a title or content (spec 03 §4 "scrub (blank)"; signatures become
 * null instead). Posts are never created this short, so blank means scrubbed to the app.
 */
export const SCRUBBED_TEXT = '';

/** Edits stay open for one hour after creation (the contract's `edit_expires`). */
export const EDIT_WINDOW_SECONDS = 3600;

/** An id or page sent in a query string ("2"); the contract's request rules have judged it. */
export const queryId = z.coerce.number();

export function isStaff(account: Account | null): boolean {
  return account?.shield === 1;
}

/**
 * The staff (shield) operations under /access/forums: 401 AU1001 and 403 AC1020 from the shared
 * auth rules, then 403 OF1006 for an account without a shield.
 */
export function requireStaff(
  request: Request,
):
  | { ok: true; account: Account }
  | { ok: false; response: HttpResponse<ErrorCodeBody> | HttpResponse<ForumsErrorBody> } {
  const auth = requireAccount(request);
  if (!auth.ok) return auth;
  if (!isStaff(auth.account)) return { ok: false, response: forumsErrorResponse(403, 'OF1006') };
  return { ok: true, account: auth.account };
}

/** Forums are open from age 13: accounts in children's privacy mode may read but not post. */
export function forumPostingError(account: Account): ErrorCode | null {
  return account.privacy_mode === 1 ? 'OF1009' : null;
}

/**
 * An official category. Community categories are read-only here: only their two read operations
 * find them; posting and moderation treat them as missing (the contract's descriptions).
 */
export function findOfficialCategory(id: number): ForumCategory | undefined {
  return forumCategories.findFirst((q) => q.where({ id, official: 1 }));
}

/** A community category (`official` 0): none are seeded; see `src/controls/provider-states.ts`. */
export function findCommunityCategory(id: number): ForumCategory | undefined {
  return forumCategories.findFirst((q) => q.where({ id, official: 0 }));
}

export function officialCategories(): ForumCategory[] {
  return forumCategories
    .findMany((q) => q.where({ official: 1 }))
    .sort((a, b) => a.position - b.position);
}

/** A thread of an official category, with its category. */
export function findThread(
  id: number,
  findCategory: (id: number) => ForumCategory | undefined = findOfficialCategory,
): { thread: StoredThread; category: ForumCategory } | undefined {
  const thread = threads.all().find((row) => row.id === id);
  const category = thread && findCategory(thread.category_id);
  return thread && category ? { thread, category } : undefined;
}

export function findReply(id: number): { reply: StoredReply; thread: StoredThread } | undefined {
  const reply = replies.all().find((row) => row.id === id);
  const found = reply && findThread(reply.thread_id);
  return reply && found ? { reply, thread: found.thread } : undefined;
}

export function findComment(id: number): StoredComment | undefined {
  const comment = comments.findFirst((q) => q.where({ id }));
  return comment && findReply(comment.reply_id) ? comment : undefined;
}

/** Accounts by id, for the author fields of lists. */
export function accountsById(ids: Iterable<number>): Map<number, Account> {
  const wanted = new Set(ids);
  // A plain filter, not the query builder: every list of the forums asks for its authors.
  return new Map(
    accounts
      .all()
      .filter((account) => wanted.has(account.id))
      .map((account) => [account.id, account]),
  );
}

/** The items of a 1-based page; a page past the end is empty. */
export function pageOf<T>(items: readonly T[], page: number, size = FORUM_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** Deletes a thread with its replies and their comments. */
export function deleteThreadCascade(thread: StoredThread): void {
  const replyIds = new Set(
    replies.findMany((q) => q.where({ thread_id: thread.id })).map((reply) => reply.id),
  );
  comments.deleteMany((q) => q.where({ reply_id: (id) => replyIds.has(id) }));
  replies.deleteMany((q) => q.where({ thread_id: thread.id }));
  threads.delete(thread);
}
