// The forum calls (spec 03 §7). Only official categories exist, so the screens read the official
// endpoints; community categories are not offered yet (see the contract).
import type { components } from '@endless/client';
import type { QueryClient } from '@tanstack/react-query';
import { $api, apiClient } from '../../../lib/api/client';

export type ThreadDetail = components['schemas']['ThreadDetailResponse'];
export type ThreadListItem = components['schemas']['ThreadListItem'];
export type Reply = components['schemas']['Reply'];
export type ForumComment = components['schemas']['Comment'];
export type CreatePostRequest = components['schemas']['CreatePostRequest'];

export function categoriesQueryOptions() {
  return $api.queryOptions('get', '/forums/data/categories');
}

export function threadListQueryOptions(categoryId: number, page: number) {
  return $api.queryOptions('get', '/forums/data/official/threads', {
    params: { query: { category: categoryId, paginate: page } },
  });
}

export function threadQueryOptions(threadId: number, page: number) {
  return $api.queryOptions('get', '/forums/data/official/thread', {
    params: { query: { thread_id: threadId, paginate: page } },
  });
}

export function postContextQueryOptions(categoryId: number, threadId?: number) {
  return $api.queryOptions('get', '/forums/data/create', {
    params: { query: { category_id: categoryId, thread_id: threadId } },
  });
}

/** Creates a thread or a reply and answers its new id; a failure throws the ApiError. */
export async function createPost(body: CreatePostRequest): Promise<number> {
  const { data } = await apiClient.POST('/forums/create', { body });
  // Errors are thrown, so a missing body can only be a broken answer.
  if (!data) throw new Error('POST /forums/create answered without a body');
  return data.id;
}

export async function createComment(replyId: number, content: string): Promise<void> {
  await apiClient.POST('/forums/comment', { body: { reply_id: replyId, content } });
}

/** The author locks their own thread. */
export async function lockOwnThread(threadId: number): Promise<void> {
  await apiClient.PUT('/forums/thread/lock', { body: { thread_id: threadId } });
}

/** Staff actions ([A]) and what each one is called in its "Access Confirmation: ..." title. */
export type StaffAction =
  | { kind: 'lockThread'; threadId: number }
  | { kind: 'pinThread'; threadId: number }
  | { kind: 'unpinThread'; threadId: number }
  | { kind: 'scrubThreadTitle'; threadId: number }
  | { kind: 'scrubThreadContent'; threadId: number }
  | { kind: 'scrubThreadSignature'; threadId: number }
  | { kind: 'deleteThread'; threadId: number }
  | { kind: 'scrubReplyContent'; replyId: number }
  | { kind: 'scrubReplySignature'; replyId: number }
  | { kind: 'scrubComment'; commentId: number };

export const STAFF_ACTION_NAMES: Record<StaffAction['kind'], string> = {
  lockThread: 'Lock Thread',
  pinThread: 'Pin Thread',
  unpinThread: 'Unpin Thread',
  scrubThreadTitle: 'Scrub Thread Title',
  scrubThreadContent: 'Scrub Thread Content',
  scrubThreadSignature: 'Scrub Thread Signature',
  deleteThread: 'Delete Thread',
  scrubReplyContent: 'Scrub Reply Content',
  scrubReplySignature: 'Scrub Reply Signature',
  scrubComment: 'Scrub Comment',
};

/** Runs one staff action; a failure throws the ApiError. */
export async function runStaffAction(action: StaffAction): Promise<void> {
  switch (action.kind) {
    case 'lockThread':
      await apiClient.PUT('/access/forums/thread/lock', { body: { thread_id: action.threadId } });
      return;
    case 'pinThread':
      await apiClient.PUT('/access/forums/thread/pin', { body: { thread_id: action.threadId } });
      return;
    case 'unpinThread':
      await apiClient.PUT('/access/forums/thread/unpin', { body: { thread_id: action.threadId } });
      return;
    case 'scrubThreadTitle':
      await apiClient.PUT('/access/forums/thread/title', { body: { thread_id: action.threadId } });
      return;
    case 'scrubThreadContent':
      await apiClient.PUT('/access/forums/thread/content', {
        body: { thread_id: action.threadId },
      });
      return;
    case 'scrubThreadSignature':
      await apiClient.PUT('/access/forums/thread/sig', { body: { thread_id: action.threadId } });
      return;
    case 'deleteThread':
      await apiClient.DELETE('/access/forums/thread', {
        params: { query: { thread_id: action.threadId } },
      });
      return;
    case 'scrubReplyContent':
      await apiClient.PUT('/access/forums/reply/content', { body: { reply_id: action.replyId } });
      return;
    case 'scrubReplySignature':
      await apiClient.PUT('/access/forums/reply/sig', { body: { reply_id: action.replyId } });
      return;
    case 'scrubComment':
      await apiClient.PUT('/access/forums/comment/content', {
        body: { comment_id: action.commentId },
      });
      return;
  }
}

/** Marks every forum read (categories, lists, threads, form contexts) stale after a write. */
export function invalidateForumData(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) =>
      typeof queryKey[1] === 'string' && queryKey[1].startsWith('/forums/data/'),
  });
}
