import type { ApiClient, components } from '@endless/client';

// The seeded forum and the texts and reads the forum tests (forums.test.ts, forums-posting.test.ts)
// share.

export const TEXTS = {
  title: 'Title needs to be at least 5 characters and no longer than 50 characters',
  content: 'Content needs to be at least 10 characters and no longer than 3000 characters',
  signature: 'Signature cannot be longer than 200 characters',
  comment: 'Comment is too short or too long',
};
// Seeded: General Discussion (2) has 52 threads, 7–9 pinned (7 by member, 47 replies), 10 locked.
export const GENERAL = 2;
export const BIG_THREAD = 7;
export const LOCKED_THREAD = 10;
export const CONTENT = 'A perfectly reasonable post.';

export type PostFields = Partial<components['schemas']['CreatePostRequest']>;

export const listPage = async (client: ApiClient, category: number, paginate?: number) =>
  (
    await client.GET('/forums/data/official/threads', {
      params: { query: { category, ...(paginate ? { paginate } : {}) } },
    })
  ).data!;

export const threadPage = async (client: ApiClient, thread_id: number, paginate?: number) =>
  (
    await client.GET('/forums/data/official/thread', {
      params: { query: { thread_id, ...(paginate ? { paginate } : {}) } },
    })
  ).data!;

export const categoryCount = async (client: ApiClient, id: number) =>
  (await client.GET('/forums/data/categories')).data!.o_categories.find((c) => c.id === id)
    ?.threads;
