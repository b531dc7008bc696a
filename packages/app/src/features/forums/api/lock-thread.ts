// lockThread (PUT /access/forums/thread/lock): staff lock a thread.
import { apiClient } from '../../../lib/api/client';

export async function lockThread(threadId: number): Promise<void> {
  await apiClient.PUT('/access/forums/thread/lock', { body: { thread_id: threadId } });
}
