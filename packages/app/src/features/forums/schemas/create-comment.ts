import { z } from '../../../lib/zod';
import { COMMENT_MAX, COMMENT_MIN, FORUM_TEXTS } from '../constants';
import { lengthBetween } from './lengths';

/** A comment on a reply: 5 to 300 characters. */
export const createCommentSchema = z.object({
  content: lengthBetween(COMMENT_MIN, COMMENT_MAX, FORUM_TEXTS.comment),
});

export type CreateCommentInput = z.infer<typeof createCommentSchema>;
