// Spec 02 §4 "Online friends": who appears in the dashboard's list, and with which status.
import type { components } from '@endless/client';

type DashboardFriend = components['schemas']['DashboardFriend'];
type OnlineStatus = components['schemas']['OnlineStatus'];

/** Spec 02 §9: online thresholds. */
export const ONLINE_WINDOW_SECONDS = 300;
export const RECENT_WINDOW_SECONDS = 900;

/**
 * The status to show for a friend last active at `lastActive`, or null when they count as offline
 * (hidden). Within 300 s the given status stands; within 900 s only a status under 3 stands, an
 * "online" one reads as away (2).
 */
export function presenceStatus(
  lastActive: number,
  onlineStatus: OnlineStatus,
  nowSeconds: number,
): OnlineStatus | null {
  const idle = nowSeconds - lastActive;
  if (idle <= ONLINE_WINDOW_SECONDS) return onlineStatus;
  if (idle <= RECENT_WINDOW_SECONDS) return onlineStatus < 3 ? onlineStatus : 2;
  return null;
}

export interface OnlineFriend extends DashboardFriend {
  /** The status the list shows (see `presenceStatus`). */
  shown_status: OnlineStatus;
}

/**
 * The online friends list. As in the product, the list is processed only when it has more than one
 * entry (the dashboard's list includes the user's own entry), and that own entry is skipped.
 */
export function onlineFriends(
  friends: readonly DashboardFriend[],
  ownUsername: string,
  nowSeconds: number,
): OnlineFriend[] {
  if (friends.length <= 1) return [];
  const online: OnlineFriend[] = [];
  for (const friend of friends) {
    if (friend.username === ownUsername) continue;
    const shown = presenceStatus(friend.last_active, friend.online_status, nowSeconds);
    if (shown !== null) online.push({ ...friend, shown_status: shown });
  }
  return online;
}
