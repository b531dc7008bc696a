import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

const post = requestSchemas.createForumPost.body.shape;

/** A new thread: the contract's title, content and signature rules, and the form's two boxes. */
export const createThreadSchema = z.object({
  title: post.title.unwrap(),
  content: post.content,
  signature: post.signature.unwrap(),
  pinned: z.boolean(),
  locked: z.boolean(),
});

export type CreateThreadInput = z.infer<typeof createThreadSchema>;
