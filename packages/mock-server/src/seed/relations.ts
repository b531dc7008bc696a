import { db } from '../db/index.ts';
import { BACKER_ID, DAY, MEMBER_ID, STAFF_ID, memberCircle, type Seeding } from './seeding.ts';

/** Friendships, friend requests, follows and a block: `member` gets a full set, others a few friends. */
export async function seedRelations(seeding: Seeding, generatedIds: number[]): Promise<void> {
  await seedFriendships(seeding, generatedIds);
  await seedFriendRequests(seeding, generatedIds);
  await seedFollows(seeding, generatedIds);
  await seeding.pace();
  await db.blocks.create({
    id: 1,
    blocker_id: MEMBER_ID,
    blocked_id: generatedIds[100] ?? 110,
    created_at: seeding.t - 10 * DAY,
  });
}

async function seedFriendships({ random, t, pace }: Seeding, generatedIds: number[]) {
  let relationId = 0;
  const friendPairs = new Set<string>();
  const addFriendship = async (a: number, b: number) => {
    const key = a < b ? `${a}:${b}` : `${b}:${a}`;
    if (a === b || friendPairs.has(key)) return;
    friendPairs.add(key);
    await pace();
    await db.friendships.create({
      id: ++relationId,
      user_a: Math.min(a, b),
      user_b: Math.max(a, b),
      created_at: t - random.int(1, 400) * DAY,
    });
  };
  const { friends } = memberCircle(generatedIds);
  for (const friend of [...friends, STAFF_ID, BACKER_ID]) await addFriendship(MEMBER_ID, friend);
  for (const id of generatedIds) {
    for (const other of random.sample(generatedIds, random.int(0, 2)))
      await addFriendship(id, other);
  }
}

async function seedFriendRequests({ random, t, pace }: Seeding, generatedIds: number[]) {
  const { incoming, outgoing } = memberCircle(generatedIds);
  const requests = [
    ...incoming.map((from) => ({ from_id: from, to_id: MEMBER_ID })),
    ...outgoing.map((to) => ({ from_id: MEMBER_ID, to_id: to })),
  ];
  for (const [index, request] of requests.entries()) {
    await pace();
    await db.friendRequests.create({
      id: index + 1,
      ...request,
      created_at: t - random.int(60, 5 * DAY),
    });
  }
}

async function seedFollows({ random, t, pace }: Seeding, generatedIds: number[]) {
  const { friends, followers, following } = memberCircle(generatedIds);
  const follows = [
    ...[...followers, ...friends.slice(0, 10)].map((follower) => ({
      follower_id: follower,
      followee_id: MEMBER_ID,
    })),
    ...[...following, STAFF_ID].map((followee) => ({
      follower_id: MEMBER_ID,
      followee_id: followee,
    })),
  ];
  for (const [index, follow] of follows.entries()) {
    await pace();
    await db.follows.create({
      id: index + 1,
      ...follow,
      created_at: t - random.int(1, 300) * DAY,
    });
  }
}
