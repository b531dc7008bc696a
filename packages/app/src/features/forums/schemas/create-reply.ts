import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

const post = requestSchemas.createForumPost.body.shape;

/** A reply: the contract's content rule (whatever its counter shows) and signature rule. */
export const createReplySchema = z.object({
  content: post.content,
  signature: post.signature.unwrap(),
});

export type CreateReplyInput = z.infer<typeof createReplySchema>;
