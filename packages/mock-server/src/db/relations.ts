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

export type FriendRequest = z.infer<typeof friendRequestSchema>;
export type Friendship = z.infer<typeof friendshipSchema>;
export type Follow = z.infer<typeof followSchema>;
export type Block = z.infer<typeof blockSchema>;

export const friendRequests = new Collection({ schema: friendRequestSchema });
export const friendships = new Collection({ schema: friendshipSchema });
export const follows = new Collection({ schema: followSchema });
export const blocks = new Collection({ schema: blockSchema });
