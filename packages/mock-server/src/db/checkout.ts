import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, id } from './fields.ts';

/** A payment-provider checkout session (mocked: completed as soon as it is created). */
export const checkoutSessionSchema = z.object({
  /** `cs_` followed by random characters, like the provider's ids. */
  id: z.string(),
  account_id: id,
  /** bt1–bt4 or n1000–n10000. */
  product_id: z.string(),
  type: z.enum(['pledges', 'nodes']),
  /** Product name shown on the success page. */
  product: z.string(),
  /** Cents (USD). */
  amount: z.number().int().nonnegative(),
  email: z.string(),
  created_at: epochSeconds,
});

/** A one-time backer pledge bought by an account. */
export const pledgeSchema = z.object({
  id,
  account_id: id,
  tier: z.number().int().min(1).max(4),
  amount: z.number().int().nonnegative(),
  checkout_session_id: z.string(),
  created_at: epochSeconds,
});

export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;
export type Pledge = z.infer<typeof pledgeSchema>;

export const checkoutSessions = new Collection({ schema: checkoutSessionSchema });
export const pledges = new Collection({ schema: pledgeSchema });
