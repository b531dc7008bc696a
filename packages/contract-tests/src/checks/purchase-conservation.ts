import type { Scenario } from '../run.ts';

/**
 * `purchase_conservation`: a purchase moves the balance by exactly the price and the inventory by
 * exactly the item bought.
 *
 * A data check over several answers: `purchaseConserves` reads the balance and the whole
 * inventory, buys, reads both again. Nothing else may move: no second copy, no other item, no
 * price charged twice or forgotten.
 */
export const PURCHASE_CONSERVATION = 'purchase_conservation';

export interface Purchase<R> {
  /** The item (its uuid) and its listed price. */
  uuid: string;
  price: number;
  /** The account's balance as the server reports it now. */
  balance(): Promise<number>;
  /** The uuids of every item the account owns (every page), and the count the server reports. */
  inventory(): Promise<{ count: number; uuids: string[] }>;
  buy(): Promise<R>;
}

export async function purchaseConserves<R>(t: Scenario, purchase: Purchase<R>): Promise<R> {
  const [balance, owned] = [await purchase.balance(), await purchase.inventory()];
  const answer = await purchase.buy();
  const [after, now] = [await purchase.balance(), await purchase.inventory()];
  const check = (holds: boolean, step: string, expected: unknown, received: unknown) =>
    t.assert(PURCHASE_CONSERVATION, `buying ${purchase.uuid}: ${step}`, holds, expected, received);
  check(
    after === balance - purchase.price,
    'the balance moved by the price',
    balance - purchase.price,
    after,
  );
  const added = now.uuids.filter((uuid) => !owned.uuids.includes(uuid));
  const lost = owned.uuids.filter((uuid) => !now.uuids.includes(uuid));
  const copies = now.uuids.filter((uuid) => uuid === purchase.uuid).length;
  check(
    added.length === 1 && added[0] === purchase.uuid && lost.length === 0 && copies === 1,
    'the inventory gained the item, once, and nothing else',
    { added: [purchase.uuid], lost: [], copies: 1 },
    { added, lost, copies },
  );
  check(
    now.count === owned.count + 1,
    'the inventory count moved by one',
    owned.count + 1,
    now.count,
  );
  return answer;
}
