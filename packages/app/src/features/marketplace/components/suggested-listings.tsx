import { Loader } from '@endless/ui';
import { useQuery } from '@tanstack/react-query';
import { getListingSuggestionsQueryOptions } from '../api/get-listing-suggestions';
import { TEXTS, type Listing } from '../constants';
import { ListingGrid } from './listing-grid';

/** Other listings of the same type (spec 03 §2, §8). */
export function SuggestedListings({ listing }: { listing: Listing }) {
  const suggestions = useQuery({
    ...getListingSuggestionsQueryOptions(listing),
    // A failure shows its text at once instead of retrying behind a loader.
    retry: false,
  });

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
