// scrubThreadSignature (PUT /access/forums/thread/sig): staff remove a thread's signature.
import { apiClient } from '../../../lib/api/client';

export async function scrubThreadSignature(threadId: number): Promise<void> {
  await apiClient.PUT('/access/forums/thread/sig', { body: { thread_id: threadId } });
}
