import { ComingSoon } from '../../../components/coming-soon';

export default function MarketplaceRoute() {
  return <ComingSoon area="Marketplace" />;
}
