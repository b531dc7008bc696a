import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, id } from './fields.ts';

/** Ownership: an account owns a listing's item (the inventory). */
export const ownershipSchema = z.object({
  id,
  account_id: id,
  listing_id: id,
  /** The listing's uuid, the key outfits and the character code use. */
  uuid: z.string(),
  acquired_at: epochSeconds,
});

/** The values of a Ownership (what `create` takes). */
export type OwnershipData = z.infer<typeof ownershipSchema>;

export const ownerships = new Collection({ schema: ownershipSchema });

/** A stored Ownership: pass it to `update`/`delete` of its collection. */
export type Ownership = ReturnType<typeof ownerships.all>[number];
