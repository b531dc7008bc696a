import { Collection } from '@msw/data';
import { z } from 'zod';

/** Words no username may contain (checked case-insensitively as substrings). */
export const blacklistWordSchema = z.object({ word: z.string() });

export type BlacklistWord = z.infer<typeof blacklistWordSchema>;

export const blacklistWords = new Collection({ schema: blacklistWordSchema });
