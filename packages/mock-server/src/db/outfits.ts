import { Collection } from '@msw/data';
import { z } from 'zod';
import { id } from './fields.ts';

/** The items an account wears, by listing uuid (the `current_outfit`). */
export const outfitSchema = z.object({
  account_id: id,
  items: z.array(z.string()),
});

export type Outfit = z.infer<typeof outfitSchema>;

export const outfits = new Collection({ schema: outfitSchema });
