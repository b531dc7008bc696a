import { Collection } from '@msw/data';
import { z } from 'zod';

/** Words no username may contain (checked case-insensitively as substrings). */
export const blacklistWordSchema = z.object({ word: z.string() });

/** The values of a BlacklistWord (what `create` takes). */
export type BlacklistWordData = z.infer<typeof blacklistWordSchema>;

export const blacklistWords = new Collection({ schema: blacklistWordSchema });

/** A stored BlacklistWord: pass it to `update`/`delete` of its collection. */
export type BlacklistWord = ReturnType<typeof blacklistWords.all>[number];
