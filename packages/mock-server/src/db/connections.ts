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

/** The values of a DiscordConnection (what `create` takes). */
export type DiscordConnectionData = z.infer<typeof discordConnectionSchema>;
/** The values of a DiscordCode (what `create` takes). */
export type DiscordCodeData = z.infer<typeof discordCodeSchema>;

export const discordConnections = new Collection({ schema: discordConnectionSchema });
export const discordCodes = new Collection({ schema: discordCodeSchema });

/** A stored DiscordConnection: pass it to `update`/`delete` of its collection. */
export type DiscordConnection = ReturnType<typeof discordConnections.all>[number];
/** A stored DiscordCode: pass it to `update`/`delete` of its collection. */
export type DiscordCode = ReturnType<typeof discordCodes.all>[number];
