// The signed-in account as the account sync reports it (spec 01 §3, §4): THE account state of the
// whole app. The shell owns the 30-second polling; screens read the same cached answer here.
import type { components } from '@endless/client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { syncAccountQueryOptions } from './api/sync-account';
import { useIsSignedIn } from './session';

export type Account = components['schemas']['SyncResponse'];

export const accountSyncQueryKey = syncAccountQueryOptions(false).queryKey;

/** Asks for a fresh sync now, e.g. after a purchase changed the node balance. */
export function refreshAccount(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: accountSyncQueryKey });
}

export interface AccountState {
  /** The latest sync; undefined for guests and until the first sync answers. */
  account: Account | undefined;
  signedIn: boolean;
  /** Signed in and still waiting for the first sync. */
  isPending: boolean;
}

/** The signed-in account, shared by every screen (the shell keeps it fresh). */
export function useAccount(): AccountState {
  const signedIn = useIsSignedIn();
  // Reading never starts a second timer or refetch: the shell's poll is the one that refreshes.
  const query = useQuery({ ...syncAccountQueryOptions(signedIn), refetchOnMount: false });
  const account = signedIn ? query.data : undefined;
  return { account, signedIn, isPending: signedIn && account === undefined && query.isPending };
}

/** Spec 01 §4: `account_state` 0 is a restricted account. */
export function isRestricted(account: Account | undefined): boolean {
  return account?.account_state === 0;
}

/**
 * Starts a signed-in page's first query from its route loader once the account's first sync says
 * the account may see it: a restricted account is refused it (403) and never asks.
 */
export async function prefetchForOpenAccount(
  queryClient: QueryClient,
  prefetch: (account: Account) => Promise<void>,
): Promise<void> {
  const account = await queryClient
    .ensureQueryData(syncAccountQueryOptions(true))
    .catch(() => undefined);
  if (account && !isRestricted(account)) await prefetch(account);
}
