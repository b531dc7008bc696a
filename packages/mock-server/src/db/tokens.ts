import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochMs, flag, id } from './fields.ts';

/**
 * One-time account tokens:
 * - `email_change`: returned by the e-mail step 1, spent by step 2;
 * - `password_change`: returned by the password step 1, spent by step 2;
 * - `verification`: the 16-character code e-mailed to verify an address (`payload` = the address);
 * - `reset`: the forgotten-password link (`/account/reset/password/{account id}/{token}`).
 */
export const TOKEN_KINDS = ['email_change', 'password_change', 'verification', 'reset'] as const;
export type AccountTokenKind = (typeof TOKEN_KINDS)[number];

/** Lifetimes (our design; the change tokens' 10 minutes are the contract's). */
export const TOKEN_TTL_MS: Record<AccountTokenKind, number> = {
  email_change: 10 * 60 * 1000,
  password_change: 10 * 60 * 1000,
  verification: 30 * 24 * 60 * 60 * 1000,
  reset: 60 * 60 * 1000,
};

export const accountTokenSchema = z.object({
  token: z.string(),
  kind: z.enum(TOKEN_KINDS),
  account_id: id,
  payload: z.string().nullable(),
  expires_at: epochMs,
  used: flag,
});

/** The values of a AccountToken (what `create` takes). */
export type AccountTokenData = z.infer<typeof accountTokenSchema>;

export const accountTokens = new Collection({ schema: accountTokenSchema });

/** A stored AccountToken: pass it to `update`/`delete` of its collection. */
export type AccountToken = ReturnType<typeof accountTokens.all>[number];
