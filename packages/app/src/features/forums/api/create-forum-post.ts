// createForumPost (POST /forums/create): a new thread, or a reply when a thread is given.
import type { components } from '@endless/client';
import { apiClient } from '../../../lib/api/client';

export type CreatePostRequest = components['schemas']['CreatePostRequest'];

/** Creates a thread or a reply and answers its new id; a failure throws the ApiError. */
export async function createForumPost(body: CreatePostRequest): Promise<number> {
  const { data } = await apiClient.POST('/forums/create', { body });
  // Errors are thrown, so a missing body can only be a broken answer.
  if (!data) throw new Error('POST /forums/create answered without a body');
  return data.id;
}
