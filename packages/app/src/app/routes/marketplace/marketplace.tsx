import { useSearchParams } from 'react-router';
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
