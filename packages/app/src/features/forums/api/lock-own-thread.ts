// lockOwnThread (PUT /forums/thread/lock): the author locks their own thread.
import { apiClient } from '../../../lib/api/client';

export async function lockOwnThread(threadId: number): Promise<void> {
  await apiClient.PUT('/forums/thread/lock', { body: { thread_id: threadId } });
}
