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
  firstScreenCount = 0,
}: {
  listings: Listing[];
  label: string;
  /** How many cards open the page's first screen: their pictures are its largest paint. */
  firstScreenCount?: number;
}) {
  const nowMs = Date.now();
  return (
    <ul className="marketplace-grid" aria-label={label}>
      {listings.map((listing, index) => (
        <li key={listing.id}>
          <ListingCard listing={listing} nowMs={nowMs} firstScreen={index < firstScreenCount} />
        </li>
      ))}
    </ul>
  );
});
