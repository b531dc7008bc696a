import type { components } from '@endless/client';
import {
  Avatar,
  Badge,
  Breadcrumb,
  Card,
  Countdown,
  Link as UiLink,
  PriceLabel,
  formatInteger,
  formatMediumDate,
} from '@endless/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { contentUrls } from '../../../config/env';
import { paths } from '../../../config/paths';
import { LIST_FEATURED, TEXTS, categoryName, isNewListing } from '../constants';
import { PurchaseButton } from './purchase-button';
import { renderRouterLink } from '../../../lib/router-link';
import { SuggestedListings } from './suggested-listings';

type ListingDetailResponse = components['schemas']['ListingDetailResponse'];

const formatDate = (epochSeconds: number) => formatMediumDate(new Date(epochSeconds * 1000));

/** The listing detail screen's content (spec 03 §2 Listing detail). */
export function ListingDetail({ detail }: { detail: ListingDetailResponse }) {
  const { listing, creator, alreadyOwned } = detail;
  const type = categoryName(listing.listing_type);
  const official = listing.listing_official === 1;

  return (
    <div className="marketplace-detail">
      <Breadcrumb
        renderLink={renderRouterLink}
        items={[
          { label: 'Marketplace', href: paths.marketplace.list.getHref() },
          {
            label: type,
            href: paths.marketplace.list.getHref({
              list: LIST_FEATURED,
              category: listing.listing_type,
            }),
          },
          { label: listing.listing_name },
        ]}
      />

      <div className="marketplace-detail__layout">
        <Card padding="none" className="marketplace-detail__media">
          <img
            className="marketplace-detail__image"
            src={contentUrls.itemRender(listing.render_path)}
            alt={listing.listing_name}
            width={320}
            height={320}
          />
          {isNewListing(listing.created_at, Date.now()) && (
            <Badge variant="new" className="marketplace-card__badge" />
          )}
        </Card>

        <div className="marketplace-detail__info">
          <h1 className="marketplace-detail__name">{listing.listing_name}</h1>
          <div className="marketplace-detail__tags">
            {official && <Badge variant="neutral">Official</Badge>}
            {listing.listing_unique === 1 && (
              <Badge variant="neutral">Unique · {formatInteger(listing.unique_qty)} left</Badge>
            )}
          </div>

          <BuyBox listing={listing} alreadyOwned={alreadyOwned} />

          {listing.listing_desc && (
            <p className="marketplace-detail__description">{listing.listing_desc}</p>
          )}

          <ListingFacts listing={listing} creator={creator} type={type} />
        </div>
      </div>

      <SuggestedListings listing={listing} />
    </div>
  );
}

/** The price, the sale's end and the purchase. */
function BuyBox({
  listing,
  alreadyOwned,
}: Pick<ListingDetailResponse, 'listing' | 'alreadyOwned'>) {
  // The sale end the page knows has passed (spec 03 §4): from the data when it ended before the
  // page opened, so the first paint already says so; from the countdown when it ends meanwhile.
  const saleEnd = listing.forsale_expire;
  const [endedSale, setEndedSale] = useState(() =>
    saleEnd !== null && saleEnd * 1000 <= Date.now() ? saleEnd : null,
  );
  const expired = saleEnd !== null && endedSale === saleEnd;
  const forSale = listing.listing_forsale === 1 && !expired;

  return (
    <Card className="marketplace-detail__buy">
      <PriceLabel
        className="marketplace-detail__price"
        cost={listing.listing_cost}
        forSale={forSale}
      />
      {saleEnd !== null && (
        <p className="marketplace-detail__sale">
          {!expired && <span className="marketplace-muted">Sale ends in </span>}
          <Countdown
            target={saleEnd}
            expiredText={TEXTS.saleExpired}
            onExpire={() => setEndedSale(saleEnd)}
          />
        </p>
      )}
      <PurchaseButton listing={listing} forSale={forSale} alreadyOwned={alreadyOwned} />
    </Card>
  );
}

/** Type, dates and creator (an official listing's creator is the site). */
function ListingFacts({
  listing,
  creator,
  type,
}: Pick<ListingDetailResponse, 'listing' | 'creator'> & { type: string }) {
  return (
    <dl className="marketplace-detail__facts">
      <div>
        <dt>Type</dt>
        <dd>{type}</dd>
      </div>
      <div>
        <dt>Created</dt>
        <dd>{formatDate(listing.created_at)}</dd>
      </div>
      {listing.updated_at !== null && (
        <div>
          <dt>Updated</dt>
          <dd>{formatDate(listing.updated_at)}</dd>
        </div>
      )}
      <div>
        <dt>Creator</dt>
        <dd>
          {listing.listing_official === 1 || !creator ? (
            TEXTS.officialCreator
          ) : (
            <UiLink asChild>
              <Link
                to={paths.users.profile.getHref(listing.created_by)}
                className="marketplace-detail__creator"
              >
                <Avatar
                  size="sm"
                  src={contentUrls.halfRender(creator.creator_render)}
                  alt=""
                  name={creator.creator_username}
                />
                {creator.creator_username}
              </Link>
            </UiLink>
          )}
        </dd>
      </div>
    </dl>
  );
}
