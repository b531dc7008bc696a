// unpinThread (PUT /access/forums/thread/unpin): staff unpin a thread.
import { apiClient } from '../../../lib/api/client';

export async function unpinThread(threadId: number): Promise<void> {
  await apiClient.PUT('/access/forums/thread/unpin', { body: { thread_id: threadId } });
}
