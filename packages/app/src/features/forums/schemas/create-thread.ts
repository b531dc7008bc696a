import { z } from '../../../lib/zod';
import {
  CONTENT_MAX,
  CONTENT_MIN,
  FORUM_TEXTS,
  SIGNATURE_MAX,
  TITLE_MAX,
  TITLE_MIN,
} from '../constants';
import { lengthBetween } from './lengths';

/**
 * A new thread (spec 03 §5). The title follows the contract's reading: 5 to 50 characters, as its
 * message says, so a 4-character title is refused (the original check let it through).
 */
export const createThreadSchema = z.object({
  title: lengthBetween(TITLE_MIN, TITLE_MAX, FORUM_TEXTS.title),
  content: lengthBetween(CONTENT_MIN, CONTENT_MAX, FORUM_TEXTS.content),
  signature: lengthBetween(0, SIGNATURE_MAX, FORUM_TEXTS.signature),
  pinned: z.boolean(),
  locked: z.boolean(),
});

export type CreateThreadInput = z.infer<typeof createThreadSchema>;
