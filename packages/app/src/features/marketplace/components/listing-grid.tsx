import { memo } from 'react';
import type { Listing } from '../constants';
import { ListingCard } from './listing-card';

/**
 * Cards in a responsive grid, as a list so screen readers announce the count. Memo: a filter click
 * re-renders the results screen at once, and the same page of cards need not render again.
 */
export const ListingGrid = memo(function ListingGrid({
  listings,
  label,
}: {
  listings: Listing[];
  label: string;
}) {
  const nowMs = Date.now();
  return (
    <ul className="marketplace-grid" aria-label={label}>
      {listings.map((listing) => (
        <li key={listing.id}>
          <ListingCard listing={listing} nowMs={nowMs} />
        </li>
      ))}
    </ul>
  );
});
