// Spec 01 §2: the maintenance page ('503 | Page Maintenace') shows in place of a screen whose data
// the backend has switched off. A 503 answer to any read the screen is showing means exactly that.
import { isApiError } from '@endless/client';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { subscribeToQueries } from './query-client';

function readsSwitchedOff(queryClient: QueryClient): boolean {
  return queryClient
    .getQueryCache()
    .findAll({ type: 'active' })
    .some(({ state: { error } }) => isApiError(error) && error.status === 503);
}

/** True while a read that a mounted screen observes has been answered 503. */
export function useMaintenance(): boolean {
  const queryClient = useQueryClient();
  const subscribe = useCallback(
    (onChange: () => void) => subscribeToQueries(queryClient.getQueryCache(), onChange),
    [queryClient],
  );
  return useSyncExternalStore(
    subscribe,
    () => readsSwitchedOff(queryClient),
    () => false,
  );
}
