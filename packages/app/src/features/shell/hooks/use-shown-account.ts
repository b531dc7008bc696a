import { useDeferredValue } from 'react';
import { useAccount, type AccountState } from '../../../lib/account';

/**
 * The account as the shell draws it. Its first answer draws the header, sidebar and page at once:
 * as a deferred update React renders that in slices, so a phone's main thread stays free for
 * input meanwhile. Later answers (the balance after a purchase) show at once.
 */
export function useShownAccount(): AccountState {
  const current = useAccount();
  const firstShown = useDeferredValue(current.account);
  const account = firstShown === undefined ? undefined : current.account;
  const isPending = current.isPending || (current.account !== undefined && account === undefined);
  return { account, signedIn: current.signedIn, isPending };
}
