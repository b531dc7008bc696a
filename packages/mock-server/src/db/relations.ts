import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, id } from './fields.ts';

/** A pending friend request from `from_id` to `to_id`. */
export const friendRequestSchema = z.object({
  id,
  from_id: id,
  to_id: id,
  created_at: epochSeconds,
});

/** An accepted friendship, stored once with `user_a < user_b`. */
export const friendshipSchema = z.object({
  id,
  user_a: id,
  user_b: id,
  created_at: epochSeconds,
});

/** `follower_id` follows `followee_id`. */
export const followSchema = z.object({
  id,
  follower_id: id,
  followee_id: id,
  created_at: epochSeconds,
});

/** `blocker_id` blocked `blocked_id`. */
export const blockSchema = z.object({
  id,
  blocker_id: id,
  blocked_id: id,
  created_at: epochSeconds,
});

/** The values of a FriendRequest (what `create` takes). */
export type FriendRequestData = z.infer<typeof friendRequestSchema>;
/** The values of a Friendship (what `create` takes). */
export type FriendshipData = z.infer<typeof friendshipSchema>;
/** The values of a Follow (what `create` takes). */
export type FollowData = z.infer<typeof followSchema>;
/** The values of a Block (what `create` takes). */
export type BlockData = z.infer<typeof blockSchema>;

export const friendRequests = new Collection({ schema: friendRequestSchema });
export const friendships = new Collection({ schema: friendshipSchema });
export const follows = new Collection({ schema: followSchema });
export const blocks = new Collection({ schema: blockSchema });

/** A stored FriendRequest: pass it to `update`/`delete` of its collection. */
export type FriendRequest = ReturnType<typeof friendRequests.all>[number];
/** A stored Friendship: pass it to `update`/`delete` of its collection. */
export type Friendship = ReturnType<typeof friendships.all>[number];
/** A stored Follow: pass it to `update`/`delete` of its collection. */
export type Follow = ReturnType<typeof follows.all>[number];
/** A stored Block: pass it to `update`/`delete` of its collection. */
export type Block = ReturnType<typeof blocks.all>[number];
