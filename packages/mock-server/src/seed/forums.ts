import { db } from '../db/index.ts';
import { EDIT_WINDOW_SECONDS } from '../domain/forums.ts';
import { BACKER_ID, DAY, MEMBER_ID, STAFF_ID, type Seeding } from './seeding.ts';
import { sentence } from './words.ts';

// Only official categories: the contract seeds no community category.
const CATEGORIES = [
  { name: 'Announcements', about: 'News and updates from the Endless team.' },
  { name: 'General Discussion', about: 'Talk about anything Endless.' },
  { name: 'Help & Support', about: 'Ask the community for help.' },
  { name: 'Creations', about: 'Show off your games, clothing and models.' },
  { name: 'Off Topic', about: 'Everything else (keep it friendly).' },
];
/** Threads per category: "General Discussion" has three pages. */
const THREAD_COUNTS = [6, 52, 12, 9, 4];
const ANNOUNCEMENTS = 0;
const GENERAL = 1;

/** What the forum's threads share: ids run on across them, and who may post. */
interface Forum extends Seeding {
  ids: { thread: number; reply: number; comment: number };
  authors: number[];
}

/** A thread's place: its category (by index) and its position among the category's `count`. */
interface Place {
  category: number;
  position: number;
  count: number;
}

/** The categories, their threads, replies and comments; one thread has three pages of replies. */
export async function seedForums(seeding: Seeding, generatedIds: number[]): Promise<void> {
  for (const [index, category] of CATEGORIES.entries()) {
    await seeding.pace();
    await db.forumCategories.create({
      id: index + 1,
      position: index + 1,
      ...category,
      official: 1,
    });
  }
  const forum: Forum = {
    ...seeding,
    ids: { thread: 0, reply: 0, comment: 0 },
    authors: [MEMBER_ID, STAFF_ID, BACKER_ID, ...generatedIds.slice(0, 60)],
  };
  for (const [category, count] of THREAD_COUNTS.entries()) {
    for (let position = 0; position < count; position++) {
      await seedThread(forum, { category, position, count });
    }
  }
}

async function seedThread(forum: Forum, { category, position, count }: Place): Promise<void> {
  const { random, t, pace, ids, authors } = forum;
  const id = ++ids.thread;
  const createdAt = t - random.int(1, 120) * DAY;
  const big = category === GENERAL && position === 0;
  const replyCount = big ? 47 : random.int(0, 6);
  const pinned =
    category === ANNOUNCEMENTS
      ? position < 2
        ? 1
        : 0
      : category === GENERAL && position < 3
        ? 1
        : 0;
  const author = category === ANNOUNCEMENTS ? STAFF_ID : big ? MEMBER_ID : random.pick(authors);
  const lastActive = await seedReplies(forum, id, createdAt, replyCount, big);
  await pace();
  await db.threads.create({
    id,
    category_id: category + 1,
    title: big
      ? 'Show your best Endless screenshot'
      : sentence(random, random.int(3, 7)).slice(0, 50),
    content: sentence(random, random.int(12, 80)),
    signature: random.chance(0.4) ? sentence(random, 4) : null,
    created_by: author,
    // One locked thread in General Discussion, and the oldest announcement.
    locked:
      (category === GENERAL && position === 3) ||
      (category === ANNOUNCEMENTS && position === count - 1)
        ? 1
        : 0,
    pinned,
    views: random.int(0, 20000),
    created_at: createdAt,
    last_active: lastActive,
    edit_expires: createdAt + EDIT_WINDOW_SECONDS,
    last_edited: null,
  });
}

/** The replies of a thread, each with a few comments; returns when the last was posted. */
async function seedReplies(
  { random, pace, ids, authors }: Forum,
  threadId: number,
  createdAt: number,
  replyCount: number,
  big: boolean,
): Promise<number> {
  let lastActive = createdAt;
  for (let r = 0; r < replyCount; r++) {
    const replyId = ++ids.reply;
    const replyAt = createdAt + (r + 1) * random.int(600, 7200);
    lastActive = replyAt;
    await pace();
    await db.replies.create({
      id: replyId,
      thread_id: threadId,
      content: sentence(random, random.int(5, 40)),
      signature: random.chance(0.3) ? sentence(random, 4) : null,
      author_id: random.pick(authors),
      created_at: replyAt,
    });
    for (let c = 0, n = big ? random.int(0, 3) : random.int(0, 1); c < n; c++) {
      await pace();
      await db.comments.create({
        id: ++ids.comment,
        reply_id: replyId,
        content: sentence(random, random.int(3, 12)),
        author_id: random.pick(authors),
        created_at: replyAt + (c + 1) * 300,
      });
    }
  }
  return lastActive;
}
