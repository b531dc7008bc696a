import type { Account } from '../db/index.ts';
import { nowSeconds } from './clock.ts';

export const ONLINE_SECONDS = 300;
export const AWAY_SECONDS = 900;

/**
 * The status others see (spec 02 §4): active within 300 s shows the chosen online_status; within
 * 900 s it shows if under 3, else 2 (away); otherwise 0 (offline).
 */
export function visibleOnlineStatus(
  account: Pick<Account, 'online_status' | 'last_active'>,
): number {
  const idle = nowSeconds() - account.last_active;
  if (idle <= ONLINE_SECONDS) return account.online_status;
  if (idle <= AWAY_SECONDS) return account.online_status < 3 ? account.online_status : 2;
  return 0;
}

/** The New badge: created within the last 48 hours (172800 s). */
export const NEW_LISTING_SECONDS = 172800;

export function isNewListing(createdAt: number): boolean {
  return nowSeconds() - createdAt < NEW_LISTING_SECONDS;
}
