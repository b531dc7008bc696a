import { Badge, Card, PriceLabel } from '@endless/ui';
import { Link } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';
import { LONG_NAME_CHARACTERS, isNewListing, type Listing } from '../constants';

export interface ListingCardProps {
  listing: Listing;
  /** The time the New badge is judged against (epoch ms); injectable for tests. */
  nowMs?: number;
  /** On the first screen: the picture is fetched at once and first, not once laid out. */
  firstScreen?: boolean;
}

/** A listing in a results grid, suggestion list or strip: render, name, price and New badge. */
export function ListingCard({
  listing,
  nowMs = Date.now(),
  firstScreen = false,
}: ListingCardProps) {
  const longName = listing.listing_name.length > LONG_NAME_CHARACTERS;
  return (
    <Card asChild interactive padding="none" className="marketplace-card">
      <Link to={paths.marketplace.listing.getHref(listing.id)}>
        <div className="marketplace-card__media">
          <img
            className="marketplace-card__image"
            src={contentUrls.itemRender(listing.render_path)}
            alt=""
            loading={firstScreen ? 'eager' : 'lazy'}
            fetchPriority={firstScreen ? 'high' : undefined}
            width={160}
            height={160}
          />
          {isNewListing(listing.created_at, nowMs) && (
            <Badge variant="new" className="marketplace-card__badge" />
          )}
        </div>
        <div className="marketplace-card__body">
          <span
            className="marketplace-card__name"
            style={{ fontSize: longName ? '14px' : '16px' }}
            title={listing.listing_name}
          >
            {listing.listing_name}
          </span>
          <PriceLabel
            className="marketplace-card__price"
            cost={listing.listing_cost}
            forSale={listing.listing_forsale === 1}
          />
        </div>
      </Link>
    </Card>
  );
}
