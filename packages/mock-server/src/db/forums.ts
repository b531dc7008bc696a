import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, flag, id } from './fields.ts';
import { groupedBy } from './grouped.ts';

export const forumCategorySchema = z.object({
  id,
  name: z.string(),
  about: z.string(),
  /** 1 for the Official Categories list (o_categories), 0 for community categories (none seeded). */
  official: flag,
  /** Display order. */
  position: z.number().int(),
});

export const threadSchema = z.object({
  id,
  category_id: id,
  title: z.string(),
  content: z.string(),
  signature: z.string().nullable(),
  created_by: id,
  locked: flag,
  pinned: flag,
  views: z.number().int().nonnegative(),
  created_at: epochSeconds,
  last_active: epochSeconds,
  /** Until when the author may edit: one hour after creation (the contract's `edit_expires`). */
  edit_expires: epochSeconds,
  last_edited: epochSeconds.nullable(),
});

export const replySchema = z.object({
  id,
  thread_id: id,
  content: z.string(),
  signature: z.string().nullable(),
  author_id: id,
  created_at: epochSeconds,
});

export const commentSchema = z.object({
  id,
  reply_id: id,
  content: z.string(),
  author_id: id,
  created_at: epochSeconds,
});

/** The values of a ForumCategory (what `create` takes). */
export type ForumCategoryData = z.infer<typeof forumCategorySchema>;
/** The values of a Thread (what `create` takes). */
export type ThreadData = z.infer<typeof threadSchema>;
/** The values of a Reply (what `create` takes). */
export type ReplyData = z.infer<typeof replySchema>;
/** The values of a Comment (what `create` takes). */
export type CommentData = z.infer<typeof commentSchema>;

export const forumCategories = new Collection({ schema: forumCategorySchema });
export const threads = new Collection({ schema: threadSchema });
export const replies = new Collection({ schema: replySchema });
export const comments = new Collection({ schema: commentSchema });

/** A stored ForumCategory: pass it to `update`/`delete` of its collection. */
export type ForumCategory = ReturnType<typeof forumCategories.all>[number];
/** A stored Thread: pass it to `update`/`delete` of its collection. */
export type Thread = ReturnType<typeof threads.all>[number];
/** A stored Reply: pass it to `update`/`delete` of its collection. */
export type Reply = ReturnType<typeof replies.all>[number];
/** A stored Comment: pass it to `update`/`delete` of its collection. */
export type Comment = ReturnType<typeof comments.all>[number];

/** A thread's replies, in the order they were stored (see {@link groupedBy}). */
export const repliesOfThread = groupedBy(replies, (reply) => reply.thread_id);

/** A reply's comments, in the order they were stored. */
export const commentsOfReply = groupedBy(comments, (comment) => comment.reply_id);
