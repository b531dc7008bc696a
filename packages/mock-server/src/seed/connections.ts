import { db } from '../db/index.ts';
import { SEEDED_CODES } from './personas.ts';
import { BACKER_ID, DAY, type Seeding } from './seeding.ts';

/** How long the seeded chat-service codes stay valid. */
export const SEEDED_CODE_TTL_MS = 365 * DAY * 1000;

/** Chat service: backer is connected; a few codes are ready for the connect callback. */
export async function seedConnections({ ms, t, pace }: Seeding): Promise<void> {
  await pace();
  await db.discordConnections.create({
    account_id: BACKER_ID,
    state: 1,
    username: 'backer#2021',
    connected_at: t - 30 * DAY,
  });
  for (const [index, code] of SEEDED_CODES.discord.entries()) {
    await pace();
    await db.discordCodes.create({
      code,
      username: `endless_player#${1000 + index}`,
      expires_at: ms + SEEDED_CODE_TTL_MS,
      used: 0,
    });
  }
}
