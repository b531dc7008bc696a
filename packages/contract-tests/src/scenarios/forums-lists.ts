import type {
  Reply,
  ThreadDetailResponse,
  ThreadListItem,
  ThreadListResponse,
} from '@endless/client/generated';
import type { Listed } from '../checks/created-exactly-once.ts';
import { ordered, readEveryPage, type Paginated } from '../checks/pagination-consistency.ts';
import type { Scenario } from '../run.ts';

// The forum reads the forum scenarios compare before and after a write.

type Kind = 'official' | 'community';

/** Every page of a category's thread list: pinned threads on page 1, the others newest first. */
export const threadList = (
  kind: Kind,
  category: number,
): Paginated<ThreadListResponse, ThreadListItem> => ({
  key: `GET /forums/data/${kind}/threads`,
  label: `${kind} threads of category ${category}`,
  query: { category },
  param: 'paginate',
  list: 'threads',
  firstPageOnly: 'pinned',
  id: (row) => row.thread_id,
  total: (body) => body.thread_count,
  order: ordered('thread_last_active descending', (row) => -row.thread_last_active),
});

/** Every page of a thread's replies, oldest first. */
export const replyList = (kind: Kind, thread: number): Paginated<ThreadDetailResponse, Reply> => ({
  key: `GET /forums/data/${kind}/thread`,
  label: `replies of ${kind} thread ${thread}`,
  query: { thread_id: thread },
  param: 'paginate',
  list: 'replies',
  id: (row) => row.reply_id,
  total: (body) => body.reply_count,
  order: ordered('created_at ascending', (row) => row.created_at),
});

/** The whole thread list of a category, pinned threads included, and its `thread_count`. */
export async function threadsOf(t: Scenario, category: number): Promise<Listed<ThreadListItem>> {
  const pages = await readEveryPage(t, threadList('official', category));
  return { count: pages.total, items: [...pages.firstPageRows, ...pages.rows] };
}

/** The threads of a category as state: ids, titles and the count (views move with every read). */
export async function threadStateOf(t: Scenario, category: number) {
  const { count, items } = await threadsOf(t, category);
  return {
    count,
    threads: items.map((row) => [row.thread_id, row.thread_title, row.thread_locked]),
  };
}

/** A thread as state: its fields, reply count and first page of replies (not its view count). */
export async function threadState(t: Scenario, thread: number) {
  const { body } = await t.call<ThreadDetailResponse>('GET /forums/data/official/thread', {
    query: { thread_id: thread },
    step: `thread ${thread} read back`,
  });
  return { thread: body.thread, reply_count: body.reply_count, replies: body.replies };
}
