// pinThread (PUT /access/forums/thread/pin): staff pin a thread above the others of its category.
import { apiClient } from '../../../lib/api/client';

export async function pinThread(threadId: number): Promise<void> {
  await apiClient.PUT('/access/forums/thread/pin', { body: { thread_id: threadId } });
}
