import { z } from '../../../lib/zod';
import { CONTENT_MAX, CONTENT_MIN, FORUM_TEXTS, SIGNATURE_MAX } from '../constants';
import { lengthBetween } from './lengths';

/** A reply: content 10 to 3000 characters (whatever its counter shows), signature up to 200. */
export const createReplySchema = z.object({
  content: lengthBetween(CONTENT_MIN, CONTENT_MAX, FORUM_TEXTS.content),
  signature: lengthBetween(0, SIGNATURE_MAX, FORUM_TEXTS.signature),
});

export type CreateReplyInput = z.infer<typeof createReplySchema>;
