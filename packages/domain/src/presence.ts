// Spec 02 §4, §9: what others see of a member's chosen online status as their activity ages.

/** Active this recently (seconds): the chosen status stands. */
export const ONLINE_SECONDS = 300;
/** Active this recently (seconds): a status under 3 stands, "online" (3) reads as away (2). */
export const AWAY_SECONDS = 900;

/** The status others see for a member last active at `lastActive`, or null once they are offline. */
export function shownOnlineStatus<Status extends number>(
  lastActive: number,
  chosen: Status,
  nowSeconds: number,
): Status | 2 | null {
  const idle = nowSeconds - lastActive;
  if (idle <= ONLINE_SECONDS) return chosen;
  if (idle <= AWAY_SECONDS) return chosen < 3 ? chosen : 2;
  return null;
}
