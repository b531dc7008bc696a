// createForumComment (POST /forums/comment): a comment under a reply.
import { apiClient } from '../../../lib/api/client';

export async function createForumComment(replyId: number, content: string): Promise<void> {
  await apiClient.POST('/forums/comment', { body: { reply_id: replyId, content } });
}
