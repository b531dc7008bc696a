// Marketplace constants (spec 03 §2, §9).
import type { components } from '@endless/client';
import { listingTypeNames } from '@endless/client/enum-names';
import { isNewListing as isNew } from '@endless/domain';

export type ListingType = components['schemas']['ListingType'];
export type MarketplaceList = components['schemas']['MarketplaceList'];
export type Listing = components['schemas']['Listing'];

/** The 17 listing types, in the order of the View by Type grid. */
export const CATEGORIES: readonly { id: ListingType; name: string }[] = Object.entries(
  listingTypeNames,
).map(([id, name]) => ({ id: Number(id), name }));

/** The filter panel offers categories 3 to 17 only (spec 03 §2). */
export const FILTER_CATEGORIES = CATEGORIES.filter((category) => category.id >= 3);

export function categoryName(type: number): string {
  return CATEGORIES.find((category) => category.id === type)?.name ?? 'Unknown';
}

export const LIST_SEARCH = 0;
export const LIST_NEW = 1;
export const LIST_FEATURED = 2;
export const LIST_TRENDING = 3;
/** The list searched when the URL names none. */
export const DEFAULT_LIST: MarketplaceList = LIST_FEATURED;

/** Breadcrumb names of the lists. */
export const LIST_NAMES: Record<MarketplaceList, string> = {
  0: 'Search',
  1: 'Newly Released',
  2: 'Featured',
  3: 'Trending',
};

/** The filter panel's list choices. */
export const FILTER_LISTS: readonly { id: MarketplaceList; label: string }[] = [
  { id: LIST_FEATURED, label: 'Featured' },
  { id: LIST_NEW, label: 'New' },
  { id: LIST_TRENDING, label: 'Trending' },
];

/** Names longer than this use the smaller card font. */
export const LONG_NAME_CHARACTERS = 20;
/** Confirm in the purchase dialog is enabled this long after it opens. */
export const PURCHASE_CONFIRM_DELAY_MS = 500;
/** Cards in the Recently Released strip of the landing view (our design). */
export const RECENT_STRIP_SIZE = 6;
/**
 * The screens whose first screen shows the Recently Released strip: from 1000 px wide the landing
 * view lays out the same, the strip 722 px down (measured; production.e2e.ts checks a 1280×900
 * screen). The page's early script shows the strip's pictures on these only.
 */
export const RECENT_STRIP_FIRST_SCREEN = '(min-width: 1000px) and (min-height: 740px)';
/** Result cards whose pictures load first: about the first row of results on a wide screen. */
export const FIRST_SCREEN_CARDS = 6;

export const TEXTS = {
  noResults: 'No Results Found',
  saleExpired: 'Sale Time Expired',
  notForSale: 'Not For Sale',
  owned: 'Owned',
  purchase: 'Purchase',
  nothingToSuggest: 'Nothing to suggest',
  suggestionsFailed: 'Errored Attemting to Retrieve Suggestions',
  purchaseUnknownError: 'An Unknown Error Has Occured. Try Again Later.',
  custom: 'Custom',
  officialCreator: 'Endless',
} as const;

/** True while the listing is New (the product's rule, shared with the mock). */
export function isNewListing(createdAt: number, nowMs: number): boolean {
  return isNew(createdAt, nowMs / 1000);
}
