// The account settings (getAccountSettings), read by the settings tabs of two features (account:
// general, privacy, security; connections: the chat service). One query, one cache entry.
import type { components } from '@endless/client';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { refreshAccount } from './account';
import { getAccountSettingsQueryOptions } from './api/get-account-settings';
import { getVerificationDataQueryOptions } from './api/get-verification-data';

export type AccountSettings = components['schemas']['SettingsResponse'];

export function useAccountSettings() {
  return useQuery(getAccountSettingsQueryOptions());
}

/** Writes a change the server confirmed into the cached settings, without a refetch. */
export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useCallback(
    (update: (settings: AccountSettings) => AccountSettings) => {
      queryClient.setQueryData<AccountSettings>(
        getAccountSettingsQueryOptions().queryKey,
        (current) => (current ? update(current) : current),
      );
    },
    [queryClient],
  );
}

/**
 * Marks the settings and the account sync (`GET /account/sync`: verified_email and the banners)
 * stale after a change that affects both, such as an e-mail change or a verification.
 */
export function invalidateAccountState(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getAccountSettingsQueryOptions().queryKey }),
    refreshAccount(queryClient),
    queryClient.invalidateQueries({ queryKey: getVerificationDataQueryOptions().queryKey }),
  ]).then(() => undefined);
}
