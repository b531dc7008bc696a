// Shared helpers of the forum integration tests: personas and seeded forum rows.
import { PERSONAS, db } from '@endless/mock-server/node';
import { signInAs } from '../../../../testing/session';

type PersonaName = (typeof PERSONAS)[number]['username'];

export function persona(name: PersonaName) {
  const found = PERSONAS.find((p) => p.username === name);
  if (!found) throw new Error(`no persona ${name}`);
  return found;
}

export function signIn(name: PersonaName): Promise<void> {
  return signInAs(persona(name));
}

export type SeededThread = NonNullable<ReturnType<typeof db.threads.findFirst>>;

/** The first seeded thread matching `test`, so tests read the seed rather than hard-code it. */
export function seededThread(test: (thread: SeededThread) => boolean): SeededThread {
  const found = db.threads
    .all()
    .sort((a, b) => a.id - b.id)
    .find(test);
  if (!found) throw new Error('no seeded thread matches');
  return found;
}

export function repliesOf(threadId: number) {
  return db.replies
    .findMany((q) => q.where({ thread_id: threadId }))
    .sort((a, b) => a.created_at - b.created_at || a.id - b.id);
}

/** The big General Discussion thread by `member`: 47 replies, three pages. */
export function bigThread(): SeededThread {
  return seededThread((t) => t.title === 'Show your best Endless screenshot');
}

/** An open, unpinned thread with replies that `member` did not write. */
export function openThreadWithReplies(): SeededThread {
  return seededThread(
    (t) =>
      t.locked === 0 &&
      t.pinned === 0 &&
      t.created_by !== persona('member').id &&
      t.created_by !== persona('staff').id &&
      repliesOf(t.id).length > 0,
  );
}

export function lockedThread(): SeededThread {
  return seededThread((t) => t.locked === 1 && t.category_id === 2);
}

/**
 * The first screen of a test waits for lazy routes and the real mock: allow it time. 5 s ran out
 * once with the machine's two cores shared by three test runs (load average 7.7).
 */
export const LOAD = { timeout: 10_000 } as const;

/** Adds a small open thread by `member` to General Discussion (quick to render). */
export async function createMemberThread(): Promise<SeededThread> {
  const at = Math.floor(Date.now() / 1000) - 3600;
  return db.threads.create({
    id: 90_001,
    category_id: 2,
    title: 'My own small thread',
    content: 'Something to talk about.',
    signature: null,
    created_by: persona('member').id,
    locked: 0,
    pinned: 0,
    views: 3,
    created_at: at,
    last_active: at,
    edit_expires: at + 3600,
    last_edited: null,
  });
}
