import { isApiError } from '@endless/client';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { redirect, useParams, type LoaderFunction } from 'react-router';
import { paths } from '../../../config/paths';
import { ListingDetail } from '../../../features/marketplace/components/listing-detail';
import { getListingQueryOptions } from '../../../features/marketplace/api/get-listing';
import { requireNumericParam } from '../../../lib/route-params';
import '../../../features/marketplace/components/marketplace.css';

/**
 * Spec 03 §2, §8: a non-numeric id goes to the marketplace; so does a listing that fails to load,
 * after its code and message are logged.
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const id = Number(requireNumericParam(params.id, paths.marketplace.list.getHref()));
    try {
      await queryClient.ensureQueryData(getListingQueryOptions(id));
    } catch (error) {
      const code = isApiError(error) ? error.code : 'EX4000';
      console.warn(
        `Listing ${id} failed to load: [${code}]`,
        isApiError(error) ? error.text : error,
      );
      throw redirect(paths.marketplace.list.getHref());
    }
    return null;
  };

export default function ListingRoute() {
  const id = Number(useParams().id);
  // The loader has filled the cache; this keeps the screen current after a purchase.
  const { data } = useQuery(getListingQueryOptions(id));
  if (!data) return null;
  return (
    <div className="marketplace-page">
      {/* Keyed so moving to a suggestion starts with a fresh countdown and purchase state. */}
      <ListingDetail key={id} detail={data} />
    </div>
  );
}
