import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunction } from 'react-router';
import { recentListingsQueryOptions } from '../../../features/marketplace/api/search-listings';
import { MarketplaceLanding } from '../../../features/marketplace/components/marketplace-landing';
import { MarketplaceResults } from '../../../features/marketplace/components/marketplace-results';
import '../../../features/marketplace/components/marketplace.css';

/** /marketplace: the landing view with an empty query string, the results view otherwise. */
export default function MarketplaceRoute() {
  const [params] = useSearchParams();
  return (
    <div className="marketplace-page">
      {params.size === 0 ? <MarketplaceLanding /> : <MarketplaceResults />}
    </div>
  );
}

/** The landing view's listings start loading with the route's code, without holding its render. */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  ({ request }) => {
    if (new URL(request.url).search === '') {
      void queryClient.prefetchQuery(recentListingsQueryOptions());
    }
    return null;
  };
