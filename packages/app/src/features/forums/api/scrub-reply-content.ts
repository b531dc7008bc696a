// scrubReplyContent (PUT /access/forums/reply/content): staff blank a reply's content.
import { apiClient } from '../../../lib/api/client';

export async function scrubReplyContent(replyId: number): Promise<void> {
  await apiClient.PUT('/access/forums/reply/content', { body: { reply_id: replyId } });
}
