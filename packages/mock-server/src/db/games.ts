import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, id } from './fields.ts';

/** A game an account played recently (dashboard "recents"). */
export const recentGameSchema = z.object({
  id,
  account_id: id,
  game_id: id,
  game_title: z.string(),
  played_at: epochSeconds,
});

/** The values of a RecentGame (what `create` takes). */
export type RecentGameData = z.infer<typeof recentGameSchema>;

export const recentGames = new Collection({ schema: recentGameSchema });

/** A stored RecentGame: pass it to `update`/`delete` of its collection. */
export type RecentGame = ReturnType<typeof recentGames.all>[number];
