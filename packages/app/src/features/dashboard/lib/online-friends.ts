// Spec 02 §4 "Online friends": who appears in the dashboard's list, and with which status.
import type { components } from '@endless/client';
import { shownOnlineStatus } from '@endless/domain';

type DashboardFriend = components['schemas']['DashboardFriend'];
type OnlineStatus = components['schemas']['OnlineStatus'];

export interface OnlineFriend extends DashboardFriend {
  /** The status the list shows (`shownOnlineStatus`: the product's presence rule, shared with the mock). */
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
    const shown = shownOnlineStatus(friend.last_active, friend.online_status, nowSeconds);
    if (shown !== null) online.push({ ...friend, shown_status: shown });
  }
  return online;
}
