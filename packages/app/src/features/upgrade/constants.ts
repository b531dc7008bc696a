// Upgrade constants (spec 03 §3, §8, §9).
import type { components } from '@endless/client';
import { onFirstUse } from '@endless/ui';

export type PledgeId = components['schemas']['PledgeId'];
export type NodePackId = components['schemas']['NodePackId'];
export type BackerTier = components['schemas']['BackerTier'];

export interface Pledge {
  id: PledgeId;
  tier: 1 | 2 | 3 | 4;
  name: string;
  /** The pledge's own perks (months of subscription and nodes). */
  perks: string;
  /**
   * Price in US cents until `/stripe/pledges` answers, and if it fails (spec 03 §3, §9; the
   * contract's `x-default-prices`).
   */
  defaultCents: number;
}

export const PLEDGES: readonly Pledge[] = [
  {
    id: 'bt1',
    tier: 1,
    name: 'The Supporter (Tier I)',
    perks: '1 month subscription and 2,500 nodes',
    defaultCents: 600,
  },
  {
    id: 'bt2',
    tier: 2,
    name: 'The Subscriber (Tier II)',
    perks: '1 month and 5,000 nodes',
    defaultCents: 1200,
  },
  {
    id: 'bt3',
    tier: 3,
    name: 'The Developer (Tier III)',
    perks: '2 months and 7,500 nodes',
    defaultCents: 2500,
  },
  {
    id: 'bt4',
    tier: 4,
    name: 'The Director (Tier IV)',
    perks: '3 months and 10,000 nodes',
    defaultCents: 5000,
  },
];

/** Perks every pledge brings besides its own (spec 03 §9). */
export const OTHER_PERKS = [
  'Backer icon',
  'Forum flair',
  'Exclusive items',
  'Cape',
  'Chat-server perks',
  'Glowing purple eyes',
  'Eyeless character',
] as const;

/** The highest tier: at it, the Backer Pledges section is gone. */
export const MAX_TIER = 4;

export interface NodePack {
  id: NodePackId;
  nodes: number;
  /** Price in US cents. */
  cents: number;
}

export const NODE_PACKS: readonly NodePack[] = [
  { id: 'n1000', nodes: 1000, cents: 1000 },
  { id: 'n2000', nodes: 2000, cents: 2000 },
  { id: 'n2500', nodes: 2500, cents: 2500 },
  { id: 'n5000', nodes: 5000, cents: 5000 },
  { id: 'n10000', nodes: 10000, cents: 10000 },
];

export const NOTICES = [
  'Buyers must be 18 or older.',
  'Nodes are non-refundable, non-transferable and have no cash value.',
  'Pledges are a one-time purchase per account.',
  'All transactions are in USD.',
  'Subscriptions renew monthly, bi-annually or annually and can be cancelled in user settings under billing.',
  'Upgrade changes may take up to 10 minutes.',
] as const;

export const TEXTS = {
  upgradeSuccessful:
    'Account Upgrade Successful. Please allow up to 10 minutes for changes to occur.',
  upgradeFailed: 'User Upgrade Failed',
  sessionFailed: 'An Error Occured Attempting Account Upgrade; Try again later',
} as const;

const usd = onFirstUse(
  () => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }),
);

/** US cents as dollars, e.g. 1200 → "$12.00". */
export function formatCents(cents: number): string {
  return usd().format(cents / 100);
}
