import { isApiError } from '@endless/client';
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api';
import { TEXTS } from '../constants';
import { listingQueryOptions } from './use-listing';

/** "[code] message" when the server explained the failure, else the unknown-error text (spec 03 §8). */
export function purchaseErrorText(error: unknown): string {
  return isApiError(error) && error.status !== 0 && error.code !== 'EX4000'
    ? error.message
    : TEXTS.purchaseUnknownError;
}

/**
 * Buys a listing. On success the listing shows Owned and the account sync is refetched, so the
 * header's node balance drops.
 */
export function usePurchaseListing(listingId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/marketplace/purchase', {
    onSuccess: () => {
      // Not awaited: the screen shows Owned at once; the refetches catch up behind it.
      void queryClient.invalidateQueries({ queryKey: ['get', '/account/sync'] });
      void queryClient.invalidateQueries({ queryKey: listingQueryOptions(listingId).queryKey });
    },
  });
}
