import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

/** A comment on a reply, as the contract rules it. */
export const createCommentSchema = z.object({
  content: requestSchemas.createForumComment.body.shape.content,
});

export type CreateCommentInput = z.infer<typeof createCommentSchema>;
