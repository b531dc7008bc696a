import {
  accountTokens,
  accounts,
  blocks,
  checkoutSessions,
  comments,
  discordConnections,
  follows,
  friendRequests,
  friendships,
  outfits,
  ownerships,
  pledges,
  recentGames,
  replies,
  reports,
  sessions,
  statuses,
  threads,
  usernameRestrictions,
  violations,
} from '../db/index.ts';
import { nowSeconds } from './clock.ts';
import { deleteThreadCascade } from './forums.ts';

/** Spec 01: 'Accounts not verified within 30 days will be removed'. */
export const UNVERIFIED_RETENTION_SECONDS = 30 * 24 * 60 * 60;

/**
 * Removes an account and everything that belongs to it, so no list, count or token still points
 * at it: sessions and tokens, relations on both sides, statuses, games, inventory, outfit, forum
 * posts (a thread with its replies, a reply with its comments), reports, violations, payments and
 * the chat connection.
 */
export function removeAccount(accountId: number): void {
  const own = { account_id: accountId };
  sessions.deleteMany((q) => q.where(own));
  accountTokens.deleteMany((q) => q.where(own));
  statuses.deleteMany((q) => q.where(own));
  recentGames.deleteMany((q) => q.where(own));
  ownerships.deleteMany((q) => q.where(own));
  outfits.deleteMany((q) => q.where(own));
  violations.deleteMany((q) => q.where(own));
  usernameRestrictions.deleteMany((q) => q.where(own));
  checkoutSessions.deleteMany((q) => q.where(own));
  pledges.deleteMany((q) => q.where(own));
  discordConnections.deleteMany((q) => q.where(own));
  friendRequests.deleteMany((q) =>
    q.where((r) => r.from_id === accountId || r.to_id === accountId),
  );
  friendships.deleteMany((q) => q.where((r) => r.user_a === accountId || r.user_b === accountId));
  follows.deleteMany((q) =>
    q.where((r) => r.follower_id === accountId || r.followee_id === accountId),
  );
  blocks.deleteMany((q) =>
    q.where((r) => r.blocker_id === accountId || r.blocked_id === accountId),
  );
  for (const thread of threads.findMany((q) => q.where({ created_by: accountId }))) {
    deleteThreadCascade(thread);
  }
  const replyIds = new Set(
    replies.findMany((q) => q.where({ author_id: accountId })).map((reply) => reply.id),
  );
  comments.deleteMany((q) =>
    q.where((comment) => comment.author_id === accountId || replyIds.has(comment.reply_id)),
  );
  replies.deleteMany((q) => q.where({ author_id: accountId }));
  reports.deleteMany((q) => q.where({ reporter_id: accountId }));
  accounts.deleteMany((q) => q.where({ id: accountId }));
}

/**
 * The backend's retention job on the mock clock: accounts whose e-mail is still unverified
 * (`verified_email` 0) 30 days after registration are removed. Returns the removed ids.
 */
export function removeUnverifiedAccounts(now = nowSeconds()): number[] {
  const expired = accounts.findMany((q) =>
    q.where({
      verified_email: 0,
      created_at: (createdAt) => now - createdAt >= UNVERIFIED_RETENTION_SECONDS,
    }),
  );
  for (const account of expired) removeAccount(account.id);
  return expired.map((account) => account.id);
}
