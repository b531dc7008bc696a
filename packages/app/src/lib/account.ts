// The signed-in account as the account sync reports it (spec 01 §3, §4): THE account state of the
// whole app. The shell owns the 30-second polling; screens read the same cached answer here.
import type { components } from '@endless/client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { $api } from './api';
import { useIsSignedIn } from './session';

export type Account = components['schemas']['SyncResponse'];

/** Spec 01 §9: the sync runs every 30 seconds while signed in. */
export const ACCOUNT_SYNC_INTERVAL_MS = 30_000;

/** `GET /account/sync` as a query. Each poll is one attempt: three failures in a row are reported. */
export function accountSyncQueryOptions(signedIn: boolean) {
  return $api.queryOptions('get', '/account/sync', undefined, {
    enabled: signedIn,
    retry: false,
    staleTime: ACCOUNT_SYNC_INTERVAL_MS,
  });
}

export const accountSyncQueryKey = accountSyncQueryOptions(false).queryKey;

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
  const query = useQuery({ ...accountSyncQueryOptions(signedIn), refetchOnMount: false });
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
    .ensureQueryData(accountSyncQueryOptions(true))
    .catch(() => undefined);
  if (account && !isRestricted(account)) await prefetch(account);
}
