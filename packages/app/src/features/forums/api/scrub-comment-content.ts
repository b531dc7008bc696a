// scrubCommentContent (PUT /access/forums/comment/content): staff blank a comment's content.
import { apiClient } from '../../../lib/api/client';

export async function scrubCommentContent(commentId: number): Promise<void> {
  await apiClient.PUT('/access/forums/comment/content', { body: { comment_id: commentId } });
}
