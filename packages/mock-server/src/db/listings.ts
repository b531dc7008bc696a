import { listingTypeNames } from '@endless/client/enum-names';
import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, flag, id } from './fields.ts';

/** Marketplace categories 1 to 17 by name (1 Eyes, 2 Animations, 3 Hats … 17 Misc): the contract's. */
export const LISTING_TYPES = Object.values(listingTypeNames);

export const listingSchema = z.object({
  id,
  uuid: z.string(),
  /** Parent asset uuid (the 3D asset the listing sells). */
  pa_uuid: z.string(),
  listing_type: z.number().int().min(1).max(17),
  listing_name: z.string(),
  listing_desc: z.string(),
  /** Price in nodes; 0 is Free. */
  listing_cost: z.number().int().nonnegative(),
  listing_forsale: flag,
  /** End of the sale in epoch seconds; null when the sale does not end. */
  forsale_expire: epochSeconds.nullable(),
  listing_unique: flag,
  /** Copies of a unique listing; null for non-unique ones. */
  unique_qty: z.number().int().nonnegative().nullable(),
  listing_official: flag,
  /** Hidden listings appear only with `includeHidden` (our design). */
  listing_hidden: flag,
  /** Featured list (list=2) membership (our design). */
  listing_featured: flag,
  /** Purchases so far; drives Trending (list=3) and sold-out uniques (our design). */
  sales: z.number().int().nonnegative(),
  render_path: z.string(),
  created_at: epochSeconds,
  /** Account id of the creator; official items are created by Endless staff. */
  created_by: id,
  updated_by: id.nullable(),
  updated_at: epochSeconds.nullable(),
});

/** The values of a Listing (what `create` takes). */
export type ListingData = z.infer<typeof listingSchema>;

export const listings = new Collection({ schema: listingSchema });

/** A stored Listing: pass it to `update`/`delete` of its collection. */
export type Listing = ReturnType<typeof listings.all>[number];
