// purchaseListing (POST /marketplace/purchase): buys a listing.
import { useQueryClient } from '@tanstack/react-query';
import { $api } from '../../../lib/api/client';
import { getListingQueryOptions } from './get-listing';
import { refreshAccount } from '../../../lib/account';

/**
 * Buys a listing. On success the listing shows Owned and the account sync is refetched, so the
 * header's node balance drops.
 */
export function usePurchaseListing(listingId: number) {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/marketplace/purchase', {
    onSuccess: () => {
      // Not awaited: the screen shows Owned at once; the refetches catch up behind it.
      void refreshAccount(queryClient);
      void queryClient.invalidateQueries({ queryKey: getListingQueryOptions(listingId).queryKey });
    },
  });
}
