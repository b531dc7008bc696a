import type { LoaderFunction } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon';
import { paths } from '../../../config/paths';
import { requireNumericParam } from '../../../lib/route-params';

/** Spec 03 §2: a non-numeric listing id goes to the marketplace. */
export const clientLoader =
  (): LoaderFunction =>
  ({ params }) => {
    requireNumericParam(params.id, paths.marketplace.list.getHref());
    return null;
  };

export default function ListingRoute() {
  return <ComingSoon area="Marketplace">Listing details are on their way.</ComingSoon>;
}
