import { Collection } from '@msw/data';
import { z } from 'zod';
import { id } from './fields.ts';

/** The items an account wears, by listing uuid (the `current_outfit`). */
export const outfitSchema = z.object({
  account_id: id,
  items: z.array(z.string()),
});

/** The values of a Outfit (what `create` takes). */
export type OutfitData = z.infer<typeof outfitSchema>;

export const outfits = new Collection({ schema: outfitSchema });

/** A stored Outfit: pass it to `update`/`delete` of its collection. */
export type Outfit = ReturnType<typeof outfits.all>[number];
