import type { Collection } from '@msw/data';
import type { z } from 'zod';
import { accountSchema, accounts } from './accounts.ts';
import {
  reportSchema,
  reports,
  usernameRestrictionSchema,
  usernameRestrictions,
  violationSchema,
  violations,
} from './accountability.ts';
import { blacklistWordSchema, blacklistWords } from './blacklist.ts';
import { checkoutSessionSchema, checkoutSessions, pledgeSchema, pledges } from './checkout.ts';
import {
  discordCodeSchema,
  discordCodes,
  discordConnectionSchema,
  discordConnections,
} from './connections.ts';
import {
  commentSchema,
  comments,
  forumCategories,
  forumCategorySchema,
  replies,
  replySchema,
  threadSchema,
  threads,
} from './forums.ts';
import { recentGameSchema, recentGames } from './games.ts';
import { ownershipSchema, ownerships } from './inventory.ts';
import { listingSchema, listings } from './listings.ts';
import { outfitSchema, outfits } from './outfits.ts';
import {
  blockSchema,
  blocks,
  followSchema,
  follows,
  friendRequestSchema,
  friendRequests,
  friendshipSchema,
  friendships,
} from './relations.ts';
import { sessionSchema, sessions } from './sessions.ts';
import { statusSchema, statuses } from './statuses.ts';
import { accountTokenSchema, accountTokens } from './tokens.ts';

/** Every collection of the mock database, by name. Handlers may import them from here or directly. */
export const db = {
  accounts,
  sessions,
  friendRequests,
  friendships,
  follows,
  blocks,
  statuses,
  recentGames,
  listings,
  ownerships,
  outfits,
  forumCategories,
  threads,
  replies,
  comments,
  reports,
  violations,
  usernameRestrictions,
  checkoutSessions,
  pledges,
  discordConnections,
  discordCodes,
  accountTokens,
  blacklistWords,
};

export type CollectionName = keyof typeof db;

/** Each collection's schema: what a row read from a snapshot must match. */
export const schemas: { [K in CollectionName]: z.ZodObject } = {
  accounts: accountSchema,
  sessions: sessionSchema,
  friendRequests: friendRequestSchema,
  friendships: friendshipSchema,
  follows: followSchema,
  blocks: blockSchema,
  statuses: statusSchema,
  recentGames: recentGameSchema,
  listings: listingSchema,
  ownerships: ownershipSchema,
  outfits: outfitSchema,
  forumCategories: forumCategorySchema,
  threads: threadSchema,
  replies: replySchema,
  comments: commentSchema,
  reports: reportSchema,
  violations: violationSchema,
  usernameRestrictions: usernameRestrictionSchema,
  checkoutSessions: checkoutSessionSchema,
  pledges: pledgeSchema,
  discordConnections: discordConnectionSchema,
  discordCodes: discordCodeSchema,
  accountTokens: accountTokenSchema,
  blacklistWords: blacklistWordSchema,
};

export const collectionNames = Object.keys(db) as CollectionName[];

/** A collection as code that works on every collection alike sees it (rows of any schema). */
export function anyCollection(name: CollectionName): Collection<z.ZodType> {
  return db[name] as unknown as Collection<z.ZodType>;
}

/** Empties every collection. */
export function clearDb(): void {
  for (const name of collectionNames) db[name].clear();
}

/**
 * @msw/data keys every record with `crypto.randomUUID()`, which Node builds by concatenation: a
 * string tree V8 keeps as it is, about 490 bytes, more than half of a short row's memory. Reading a
 * character flattens it to one string of about 66 bytes (a load run stores tens of thousands of rows
 * a minute; `test/row-memory.test.ts`).
 */
function flattenRecordKeys(): void {
  for (const name of collectionNames) {
    anyCollection(name).hooks.on('create', (event) => {
      const record = event.data.record as Record<symbol, unknown>;
      for (const key of Object.getOwnPropertySymbols(record)) {
        const value = record[key];
        if (typeof value === 'string') value.charCodeAt(0);
      }
    });
  }
}
flattenRecordKeys();
