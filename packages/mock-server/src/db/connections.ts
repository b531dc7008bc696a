import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochMs, epochSeconds, flag, id } from './fields.ts';

/** An account's chat-service (Discord) connection; `state` 0 is not connected. */
export const discordConnectionSchema = z.object({
  account_id: id,
  state: z.number().int().nonnegative(),
  username: z.string().nullable(),
  connected_at: epochSeconds.nullable(),
});

/**
 * An authorization code the chat service would hand to the callback page. The mock accepts any
 * code of this collection once; `seed` adds a few and the developer controls can mint more.
 */
export const discordCodeSchema = z.object({
  code: z.string(),
  /** The chat-service username the code connects. */
  username: z.string(),
  expires_at: epochMs,
  used: flag,
});

export type DiscordConnection = z.infer<typeof discordConnectionSchema>;
export type DiscordCode = z.infer<typeof discordCodeSchema>;

export const discordConnections = new Collection({ schema: discordConnectionSchema });
export const discordCodes = new Collection({ schema: discordCodeSchema });
