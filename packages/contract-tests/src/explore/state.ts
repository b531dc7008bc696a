import { isDeepStrictEqual } from 'node:util';
import type {
  DashboardResponse,
  RelationsResponse,
  SettingsResponse,
  ThreadDetailResponse,
} from '@endless/client/generated';
import type { Persona } from '../authorization/matrix.ts';
import type { Scenario } from '../run.ts';
import type { Member } from '../steps.ts';

// The exploration's state (model.ts holds its commands): what the model knows, and the oracle
// after every command, which reads it back through the contract's reads and compares.

export type Who = 'a' | 'b';
/** Callers the matrix judges alone: they may change nothing. */
export type Outsider = Extract<Persona, 'guest' | 'locked'>;

export interface Thread {
  id: number;
  author: Who;
  locked: boolean;
  replies: number;
  deleted: boolean;
}

export interface Model {
  about: Record<Who, string>;
  /** `privacy_view` of each. */
  view: Record<Who, number>;
  /** From a's side: 0 none, 1 a asked b, 2 b asked a, 3 friends. */
  friendship: 0 | 1 | 2 | 3;
  /** `ab`: a follows b. */
  follows: { ab: boolean; ba: boolean };
  statuses: Record<Who, number>;
  threads: Thread[];
}

export interface Real {
  t: Scenario;
  members: Record<Who, Member>;
  /** Tokens of the fixtures' staff and terminated accounts. */
  staff: string;
  locked: string;
  category: number;
}

export const initialModel = (): Model => ({
  about: { a: '', b: '' },
  view: { a: 3, b: 3 },
  friendship: 0,
  follows: { ab: false, ba: false },
  statuses: { a: 0, b: 0 },
  threads: [],
});

const other = (who: Who): Who => (who === 'a' ? 'b' : 'a');

/** What the model says the server holds, in the shape `readBack` reads it. */
function expectedState(model: Model, real: Real) {
  const id = (who: Who) => real.members[who].id;
  const relations = (who: Who) => {
    const them = other(who);
    const mine =
      who === 'a' ? model.friendship : ({ 0: 0, 1: 2, 2: 1, 3: 3 } as const)[model.friendship];
    const followsThem = who === 'a' ? model.follows.ab : model.follows.ba;
    const followedBy = who === 'a' ? model.follows.ba : model.follows.ab;
    const list = (holds: boolean) => (holds ? [id(them)] : []);
    return {
      pending: list(mine === 2),
      current: list(mine === 3),
      following: list(followsThem),
      followers: list(followedBy),
    };
  };
  return {
    a: { about: model.about.a, view: model.view.a, statuses: model.statuses.a, ...relations('a') },
    b: { about: model.about.b, view: model.view.b, statuses: model.statuses.b, ...relations('b') },
    threads: model.threads.map((thread) =>
      thread.deleted
        ? { id: thread.id, gone: true }
        : { id: thread.id, locked: thread.locked ? 1 : 0, replies: thread.replies },
    ),
  };
}

/** Reads back everything the model knows, through the contract's reads. */
async function readBack(model: Model, real: Real) {
  const { t } = real;
  const member = async (who: Who) => {
    const token = real.members[who].token;
    const settings = (
      await t.call<SettingsResponse>('GET /account/data/settings', {
        token,
        step: `${who}: settings`,
      })
    ).body;
    const relations = (
      await t.call<RelationsResponse>('GET /main/data/users/relations', {
        token,
        step: `${who}: relations`,
      })
    ).body;
    const dashboard = (
      await t.call<DashboardResponse>('GET /main/data/dashboard', { token, step: `${who}: feed` })
    ).body;
    const ids = (rows: { user_id: number }[]) => rows.map((row) => row.user_id);
    const { counts } = relations;
    // A list and its count must agree; the model then judges the list.
    const counted = (rows: { user_id: number }[], count: number) =>
      rows.length === count ? ids(rows) : { rows: ids(rows), count };
    return {
      about: settings.general.about,
      view: settings.privacy.privacy_view,
      statuses: dashboard.dashboard[0]!.statuses.filter(
        (row) => row.user_id === real.members[who].id,
      ).length,
      pending: counted(relations.pending, counts.count_pending),
      current: counted(relations.current, counts.count_friends),
      following: counted(relations.following, counts.count_following),
      followers: counted(relations.followers, counts.count_followers),
    };
  };
  const threads = [];
  for (const thread of model.threads) {
    if (thread.deleted) {
      await t.call('GET /forums/data/official/thread', {
        query: { thread_id: thread.id },
        step: `thread ${thread.id} is gone`,
        expect: 404,
        code: 'OF1003',
      });
      threads.push({ id: thread.id, gone: true });
      continue;
    }
    const { body } = await t.call<ThreadDetailResponse>('GET /forums/data/official/thread', {
      query: { thread_id: thread.id },
      step: `thread ${thread.id}`,
    });
    threads.push({ id: thread.id, locked: body.thread.locked, replies: body.reply_count });
  }
  return { a: await member('a'), b: await member('b'), threads };
}

/** After every step: the state read back is the model's, or the step's oracle fails. */
export async function observe(
  model: Model,
  real: Real,
  oracle: string,
  step: string,
): Promise<void> {
  const expected = expectedState(model, real);
  const received = await readBack(model, real);
  real.t.assert(
    oracle,
    `after "${step}", the state read back is the model's`,
    isDeepStrictEqual(expected, received),
    expected,
    received,
  );
}
