// scrubThreadContent (PUT /access/forums/thread/content): staff blank a thread's content.
import { apiClient } from '../../../lib/api/client';

export async function scrubThreadContent(threadId: number): Promise<void> {
  await apiClient.PUT('/access/forums/thread/content', { body: { thread_id: threadId } });
}
