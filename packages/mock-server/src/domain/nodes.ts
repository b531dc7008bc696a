import type { Account } from '../db/index.ts';

/** Base daily nodes: 5, or 15 for a subscriber or a backer. */
export function baseDailyNodes(account: Pick<Account, 'subscriber' | 'backer'>): number {
  return account.subscriber === 1 || account.backer > 0 ? 15 : 5;
}

/** The displayed daily amount: the base multiplied by `nodes_multiplier`, rounded. */
export function dailyNodes(
  account: Pick<Account, 'subscriber' | 'backer' | 'nodes_multiplier'>,
): number {
  return Math.round(baseDailyNodes(account) * account.nodes_multiplier);
}
