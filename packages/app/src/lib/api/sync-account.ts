// syncAccount (GET /account/sync): the signed-in account as the shell polls it (spec 01 §3, §4, §9).
import { $api } from './client';

/** Spec 01 §9: the sync runs every 30 seconds while signed in. */
export const ACCOUNT_SYNC_INTERVAL_MS = 30_000;

/** The sync as a query. Each poll is one attempt: three failures in a row are reported. */
export function syncAccountQueryOptions(signedIn: boolean) {
  return $api.queryOptions('get', '/account/sync', undefined, {
    enabled: signedIn,
    retry: false,
    staleTime: ACCOUNT_SYNC_INTERVAL_MS,
  });
}
