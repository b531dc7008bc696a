import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochMs, id } from './fields.ts';

/** Access lives 15 minutes, refresh 30 days (the contract's refresh description). */
export const ACCESS_TOKEN_TTL_MS = 15 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const sessionSchema = z.object({
  id,
  account_id: id,
  access_token: z.string(),
  refresh_token: z.string(),
  access_expires_at: epochMs,
  refresh_expires_at: epochMs,
  remember: z.boolean(),
  created_at: epochMs,
});

/** The values of a Session (what `create` takes). */
export type SessionData = z.infer<typeof sessionSchema>;

export const sessions = new Collection({ schema: sessionSchema });

/** A stored Session: pass it to `update`/`delete` of its collection. */
export type Session = ReturnType<typeof sessions.all>[number];
