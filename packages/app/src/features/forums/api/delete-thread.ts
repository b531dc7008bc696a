// deleteThread (DELETE /access/forums/thread): staff delete a thread, its replies and their comments.
import { apiClient } from '../../../lib/api/client';

export async function deleteThread(threadId: number): Promise<void> {
  await apiClient.DELETE('/access/forums/thread', { params: { query: { thread_id: threadId } } });
}
