import { db } from '../db/index.ts';
import { BACKER_ID, DAY, type Seeding } from './seeding.ts';

/** backer's Tier II pledge and the checkout that paid for it. */
export async function seedCheckout({ t, pace }: Seeding): Promise<void> {
  await pace();
  await db.checkoutSessions.create({
    id: 'cs_seed_backer_bt2',
    account_id: BACKER_ID,
    product_id: 'bt2',
    type: 'pledges',
    product: 'The Subscriber (Tier II)',
    amount: 1200,
    email: 'backer@example.com',
    created_at: t - 40 * DAY,
  });
  await pace();
  await db.pledges.create({
    id: 1,
    account_id: BACKER_ID,
    tier: 2,
    amount: 1200,
    checkout_session_id: 'cs_seed_backer_bt2',
    created_at: t - 40 * DAY,
  });
}
