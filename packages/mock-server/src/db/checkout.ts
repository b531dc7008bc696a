import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, id } from './fields.ts';

/** A payment-provider checkout session, paid or cancelled on the mock's hosted-checkout page. */
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
  /** `open` until paid or cancelled on the hosted-checkout page (records without it were paid). */
  state: z.enum(['open', 'paid', 'cancelled']).default('paid'),
  /** The app origin the hosted-checkout page returns to (from the creating request). */
  return_origin: z.string().nullable().default(null),
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

/** The values of a CheckoutSession (what `create` takes). */
export type CheckoutSessionData = z.infer<typeof checkoutSessionSchema>;
/** The values of a Pledge (what `create` takes). */
export type PledgeData = z.infer<typeof pledgeSchema>;

export const checkoutSessions = new Collection({ schema: checkoutSessionSchema });
export const pledges = new Collection({ schema: pledgeSchema });

/** A stored CheckoutSession: pass it to `update`/`delete` of its collection. */
export type CheckoutSession = ReturnType<typeof checkoutSessions.all>[number];
/** A stored Pledge: pass it to `update`/`delete` of its collection. */
export type Pledge = ReturnType<typeof pledges.all>[number];
