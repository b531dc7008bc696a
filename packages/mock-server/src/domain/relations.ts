import {
  accounts,
  blocks,
  follows,
  friendRequests,
  friendships,
  nextId,
  type Account,
} from '../db/index.ts';
import type { ErrorCode } from '../requests/errors.ts';
import { isRestricted } from './auth.ts';
import { nowSeconds } from './clock.ts';

/** 0 none, 1 request sent by me, 2 request received, 3 friends. */
export type FriendState = 0 | 1 | 2 | 3;

const pair = (a: number, b: number) =>
  a < b ? { user_a: a, user_b: b } : { user_a: b, user_b: a };

export function areFriends(a: number, b: number): boolean {
  return friendships.findFirst((q) => q.where(pair(a, b))) !== undefined;
}

export function friendState(viewerId: number, otherId: number): FriendState {
  if (areFriends(viewerId, otherId)) return 3;
  if (friendRequests.findFirst((q) => q.where({ from_id: viewerId, to_id: otherId }))) return 1;
  if (friendRequests.findFirst((q) => q.where({ from_id: otherId, to_id: viewerId }))) return 2;
  return 0;
}

export function isFollowing(followerId: number, followeeId: number): boolean {
  return (
    follows.findFirst((q) => q.where({ follower_id: followerId, followee_id: followeeId })) !==
    undefined
  );
}

/** Whether `blockerId` blocked `blockedId` (one direction: the profile's block_state). */
export function hasBlocked(blockerId: number, blockedId: number): boolean {
  return (
    blocks.findFirst((q) => q.where({ blocker_id: blockerId, blocked_id: blockedId })) !== undefined
  );
}

export function isBlockedEitherWay(a: number, b: number): boolean {
  return hasBlocked(a, b) || hasBlocked(b, a);
}

/** Ids of an account's friends. */
export function friendIds(accountId: number): number[] {
  // A plain filter, not the query builder: the account sync counts friends on every call.
  return friendships
    .all()
    .filter((f) => f.user_a === accountId || f.user_b === accountId)
    .map((f) => (f.user_a === accountId ? f.user_b : f.user_a));
}

export function friendsCount(accountId: number): number {
  return friendIds(accountId).length;
}

export function followersCount(accountId: number): number {
  return follows.findMany((q) => q.where({ followee_id: accountId })).length;
}

/** Pending friend requests received (the sidebar's friend-request count). */
export function incomingRequestsCount(accountId: number): number {
  return friendRequests.findMany((q) => q.where({ to_id: accountId })).length;
}

/**
 * Who may see a profile or its online activity under a 0–3 level (spec 02 §4): 3 everyone,
 * 2 followers or friends, 1 friends only, 0 no one. The owner and staff always may (our design).
 */
export function canSee(viewer: Account | null, owner: Account, level: number): boolean {
  if (viewer && (viewer.id === owner.id || viewer.shield === 1)) return true;
  if (level >= 3) return true;
  if (!viewer || level <= 0) return false;
  if (areFriends(viewer.id, owner.id)) return true;
  return level === 2 && isFollowing(viewer.id, owner.id);
}

/** privacy_friend: 2 anyone, 1 only accounts that follow them, 0 nobody. */
export function mayFriendRequest(viewer: Account, target: Account): boolean {
  if (target.privacy_friend === 2) return true;
  return target.privacy_friend === 1 && isFollowing(viewer.id, target.id);
}

/** privacy_follow: 2 anyone, 1 only friends, 0 nobody. */
export function mayFollow(viewer: Account, target: Account): boolean {
  if (target.privacy_follow === 2) return true;
  return target.privacy_follow === 1 && areFriends(viewer.id, target.id);
}

/**
 * Common guard of every relation action: AC1012 unknown user, AC1014 self, AC1017 blocked, and
 * AC1018 when an action that starts a relation targets a restricted account.
 */
function relationTarget(
  viewer: Account,
  targetId: number,
  { allowBlocked = false, starts = false } = {},
): { target: Account } | { error: ErrorCode } {
  if (targetId === viewer.id) return { error: 'AC1014' };
  const target = accounts.findFirst((q) => q.where({ id: targetId }));
  if (!target) return { error: 'AC1012' };
  if (!allowBlocked && isBlockedEitherWay(viewer.id, targetId)) return { error: 'AC1017' };
  if (starts && isRestricted(target)) return { error: 'AC1018' };
  return { target };
}

/** Add Friend: 0 → 1. AC1016 from any other state, AC1015 when privacy_friend refuses. */
export async function sendFriendRequest(
  viewer: Account,
  targetId: number,
): Promise<ErrorCode | null> {
  const checked = relationTarget(viewer, targetId, { starts: true });
  if ('error' in checked) return checked.error;
  if (friendState(viewer.id, targetId) !== 0) return 'AC1016';
  if (!mayFriendRequest(viewer, checked.target)) return 'AC1015';
  await friendRequests.create({
    id: nextId(friendRequests),
    from_id: viewer.id,
    to_id: targetId,
    created_at: nowSeconds(),
  });
  return null;
}

/** Accept: 2 → 3 (friends count +1 on both sides). */
export async function acceptFriendRequest(
  viewer: Account,
  targetId: number,
): Promise<ErrorCode | null> {
  const checked = relationTarget(viewer, targetId, { starts: true });
  if ('error' in checked) return checked.error;
  if (friendState(viewer.id, targetId) !== 2) return 'AC1016';
  friendRequests.delete((q) => q.where({ from_id: targetId, to_id: viewer.id }));
  await friendships.create({
    id: nextId(friendships),
    ...pair(viewer.id, targetId),
    created_at: nowSeconds(),
  });
  return null;
}

/**
 * The one DELETE of /main/friends/request: Cancel (1 → 0), Decline (2 → 0) or Unfriend (3 → 0),
 * whichever the current state is. AC1016 when there is nothing to remove.
 */
export function removeFriendRelation(viewer: Account, targetId: number): ErrorCode | null {
  const checked = relationTarget(viewer, targetId, { allowBlocked: true });
  if ('error' in checked) return checked.error;
  switch (friendState(viewer.id, targetId)) {
    case 1:
      friendRequests.delete((q) => q.where({ from_id: viewer.id, to_id: targetId }));
      return null;
    case 2:
      friendRequests.delete((q) => q.where({ from_id: targetId, to_id: viewer.id }));
      return null;
    case 3:
      friendships.delete((q) => q.where(pair(viewer.id, targetId)));
      return null;
    default:
      return 'AC1016';
  }
}

/** Follow: 0 → 1 (followers +1). AC1016 when already following, AC1015 when privacy_follow refuses. */
export async function follow(viewer: Account, targetId: number): Promise<ErrorCode | null> {
  const checked = relationTarget(viewer, targetId, { starts: true });
  if ('error' in checked) return checked.error;
  if (isFollowing(viewer.id, targetId)) return 'AC1016';
  if (!mayFollow(viewer, checked.target)) return 'AC1015';
  await follows.create({
    id: nextId(follows),
    follower_id: viewer.id,
    followee_id: targetId,
    created_at: nowSeconds(),
  });
  return null;
}

/** Unfollow: 1 → 0 (followers -1). */
export function unfollow(viewer: Account, targetId: number): ErrorCode | null {
  const checked = relationTarget(viewer, targetId, { allowBlocked: true });
  if ('error' in checked) return checked.error;
  const removed = follows.delete((q) => q.where({ follower_id: viewer.id, followee_id: targetId }));
  return removed ? null : 'AC1016';
}

/**
 * Block: also ends the friendship, pending requests and follows in both directions (our design: a
 * blocked pair keeps no relation). AC1016 when already blocked.
 */
export async function block(viewer: Account, targetId: number): Promise<ErrorCode | null> {
  const checked = relationTarget(viewer, targetId, { allowBlocked: true });
  if ('error' in checked) return checked.error;
  if (hasBlocked(viewer.id, targetId)) return 'AC1016';
  friendships.delete((q) => q.where(pair(viewer.id, targetId)));
  friendRequests.deleteMany((q) =>
    q.where({ from_id: viewer.id, to_id: targetId }).or({ from_id: targetId, to_id: viewer.id }),
  );
  follows.deleteMany((q) =>
    q
      .where({ follower_id: viewer.id, followee_id: targetId })
      .or({ follower_id: targetId, followee_id: viewer.id }),
  );
  await blocks.create({
    id: nextId(blocks),
    blocker_id: viewer.id,
    blocked_id: targetId,
    created_at: nowSeconds(),
  });
  return null;
}

export function unblock(viewer: Account, targetId: number): ErrorCode | null {
  const checked = relationTarget(viewer, targetId, { allowBlocked: true });
  if ('error' in checked) return checked.error;
  const removed = blocks.delete((q) => q.where({ blocker_id: viewer.id, blocked_id: targetId }));
  return removed ? null : 'AC1016';
}
