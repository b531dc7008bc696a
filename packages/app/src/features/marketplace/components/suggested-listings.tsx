import { Loader } from '@endless/ui';
import { $api } from '../../../lib/api';
import { TEXTS, type Listing } from '../constants';
import { ListingGrid } from './listing-grid';

/** Other listings of the same type (spec 03 §2, §8). */
export function SuggestedListings({ listing }: { listing: Listing }) {
  const suggestions = $api.useQuery(
    'get',
    '/marketplace/data/suggestions',
    { params: { query: { uuid: listing.uuid, type: listing.listing_type } } },
    // A failure shows its text at once instead of retrying behind a loader.
    { retry: false },
  );

  return (
    <section aria-labelledby="marketplace-suggested" className="marketplace-section">
      <h2 id="marketplace-suggested" className="marketplace-section__title">
        Suggested
      </h2>
      {suggestions.isPending ? (
        <Loader size="sm" />
      ) : suggestions.isError ? (
        <p className="marketplace-muted">{TEXTS.suggestionsFailed}</p>
      ) : suggestions.data.listings.length === 0 ? (
        <p className="marketplace-muted">{TEXTS.nothingToSuggest}</p>
      ) : (
        <ListingGrid label="Suggested" listings={suggestions.data.listings} />
      )}
    </section>
  );
}
