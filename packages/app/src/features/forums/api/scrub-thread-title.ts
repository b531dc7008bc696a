// scrubThreadTitle (PUT /access/forums/thread/title): staff blank a thread's title.
import { apiClient } from '../../../lib/api/client';

export async function scrubThreadTitle(threadId: number): Promise<void> {
  await apiClient.PUT('/access/forums/thread/title', { body: { thread_id: threadId } });
}
