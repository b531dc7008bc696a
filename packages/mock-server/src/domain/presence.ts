import { isNewListing as isNewAt, shownOnlineStatus } from '@endless/domain';
import type { Account } from '../db/index.ts';
import { nowSeconds } from './clock.ts';

/** The status others see now (the product's presence rule, @endless/domain); offline reads 0. */
export function visibleOnlineStatus(
  account: Pick<Account, 'online_status' | 'last_active'>,
): number {
  return shownOnlineStatus(account.last_active, account.online_status, nowSeconds()) ?? 0;
}

/** The New badge, now (@endless/domain). */
export function isNewListing(createdAt: number): boolean {
  return isNewAt(createdAt, nowSeconds());
}
