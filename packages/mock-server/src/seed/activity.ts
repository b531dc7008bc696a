import { db } from '../db/index.ts';
import { PERSONAS } from './personas.ts';
import { BACKER_ID, DAY, MEMBER_ID, STAFF_ID, memberCircle, type Seeding } from './seeding.ts';
import { GAMES, STATUS_TEXTS } from './words.ts';

/** Statuses: member, its friends and a share of everyone else. */
export async function seedStatuses({ random, t, pace }: Seeding, generatedIds: number[]) {
  const { friends } = memberCircle(generatedIds);
  const authors = [
    MEMBER_ID,
    MEMBER_ID,
    ...friends,
    ...friends,
    STAFF_ID,
    BACKER_ID,
    ...random.sample(generatedIds, 120),
  ];
  for (const [index, author] of authors.entries()) {
    await pace();
    await db.statuses.create({
      id: index + 1,
      account_id: author,
      content: random.pick(STATUS_TEXTS),
      created_at: t - random.int(30, 20 * DAY),
    });
  }
}

/** Recently played games: every persona and 80 others. */
export async function seedRecentGames({ random, t, pace }: Seeding, generatedIds: number[]) {
  let recentId = 0;
  for (const account of [...PERSONAS.map((p) => p.id), ...random.sample(generatedIds, 80)]) {
    const titles = random.sample(GAMES, account === MEMBER_ID ? 5 : random.int(1, 3));
    for (const title of titles) {
      await pace();
      await db.recentGames.create({
        id: ++recentId,
        account_id: account,
        game_id: GAMES.indexOf(title) + 1,
        game_title: title,
        played_at: t - random.int(60, 14 * DAY),
      });
    }
  }
}
