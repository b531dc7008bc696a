// scrubReplySignature (PUT /access/forums/reply/sig): staff remove a reply's signature.
import { apiClient } from '../../../lib/api/client';

export async function scrubReplySignature(replyId: number): Promise<void> {
  await apiClient.PUT('/access/forums/reply/sig', { body: { reply_id: replyId } });
}
