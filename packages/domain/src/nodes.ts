// Spec 01 §9: the nodes a member is given each day they sign in.

interface Membership {
  /** 1 while subscribed. */
  subscriber: number;
  /** The backer tier, 0 for none. */
  backer: number;
}

/** 5 a day, or 15 for a subscriber or a backer. */
export function baseDailyNodes({ subscriber, backer }: Membership): number {
  return subscriber !== 0 || backer !== 0 ? 15 : 5;
}

/** The base times the account's multiplier, rounded: what is given and what the header shows. */
export function dailyNodes(account: Membership & { nodes_multiplier: number }): number {
  return Math.round(baseDailyNodes(account) * account.nodes_multiplier);
}
