import type { AsyncCommand } from 'fast-check';
import { MATRIX, parseCell } from '../authorization/matrix.ts';
import { CREATED_EXACTLY_ONCE } from '../checks/created-exactly-once.ts';
import { PUT_IDEMPOTENCE } from '../checks/put-idempotence.ts';
import { REFUSED_WRITE_UNCHANGED } from '../checks/refused-write-unchanged.ts';
import { REMOVED_EVERYWHERE } from '../checks/removed-everywhere.ts';
import type { CallOptions, OperationKey, Scenario } from '../run.ts';
import { observe, type Model, type Outsider, type Real, type Thread, type Who } from './state.ts';

/**
 * The exploration's small state model: two fresh members `a` and `b` (their about text, profile
 * privacy, friendship, follows, statuses and forum threads), the fixtures' staff account, a guest
 * and the `locked` (terminated) account. A command is one request by one persona; the model says
 * what it must answer (the authorization matrix's cell for the guest and the locked account), and
 * after every command everything the model knows is read back and compared (`observe`; the
 * state and its read-back are in state.ts).
 */

/** What a step must answer, the oracle that judges the state after it, and the model's move. */
interface Judged {
  expected: Expected;
  oracle: string;
  next?: () => void;
}

type Expected = Pick<CallOptions, 'expect' | 'code'>;
const answer = (status: number, code?: string): Expected => ({
  expect: status,
  ...(code ? { code } : {}),
});

/** What the matrix says an outsider gets from `key`. */
function matrixCell(t: Scenario, key: OperationKey, persona: Outsider): Expected {
  const operationId = t.run.contract.byKey.get(key)!.operationId;
  const { status, code } = parseCell(MATRIX[operationId]!.cells[persona]);
  return answer(status, code);
}

/** One step: a request by a persona, what it must answer, and how it moves the model. */
abstract class Step implements AsyncCommand<Model, Real> {
  abstract readonly key: OperationKey;
  constructor(readonly by: Who | Outsider | 'staff') {}
  check(model: Model): boolean {
    return this.applies(model);
  }
  protected applies(_model: Model): boolean {
    return true;
  }
  /** The request, as sent by `by`. */
  protected abstract request(model: Model, real: Real): Pick<CallOptions, 'body' | 'query'>;
  /** For a signed-in member or staff: the answer the model expects, and the model after it. */
  protected abstract judge(model: Model): Judged;
  /** Learns what the answer tells (a new thread's id). */
  protected learn(_model: Model, _body: unknown): void {}

  async run(model: Model, real: Real): Promise<void> {
    const { t } = real;
    const outsider = this.by === 'guest' || this.by === 'locked';
    const judged: Judged = outsider
      ? { expected: matrixCell(t, this.key, this.by as Outsider), oracle: REFUSED_WRITE_UNCHANGED }
      : this.judge(model);
    const token =
      this.by === 'guest'
        ? null
        : this.by === 'locked'
          ? real.locked
          : this.by === 'staff'
            ? real.staff
            : real.members[this.by as Who].token;
    const reply = await t.call(this.key, {
      ...this.request(model, real),
      token,
      step: this.toString(),
      ...judged.expected,
    });
    if (judged.next) {
      judged.next();
      this.learn(model, reply.body);
    }
    await observe(model, real, judged.oracle, this.toString());
  }
}

const ABOUT_MAX = 1500;

export class SetAbout extends Step {
  readonly key = 'PUT /account/about';
  constructor(
    by: Who | Outsider,
    readonly text: string,
  ) {
    super(by);
  }
  protected request() {
    return { body: { content: this.text } };
  }
  protected judge(model: Model) {
    const who = this.by as Who;
    if (this.text.length > ABOUT_MAX) {
      return { expected: answer(400, 'AC1001'), oracle: REFUSED_WRITE_UNCHANGED };
    }
    return {
      expected: answer(200),
      oracle: model.about[who] === this.text ? PUT_IDEMPOTENCE : 'state_transition',
      next: () => void (model.about[who] = this.text),
    };
  }
  override toString() {
    return `${this.by}: PUT about (${this.text.length} characters)`;
  }
}

export class SetView extends Step {
  readonly key = 'PUT /account/privacy';
  constructor(
    by: Who | Outsider,
    readonly level: number,
  ) {
    super(by);
  }
  protected request() {
    return { body: { option: 'view', level: this.level } };
  }
  protected judge(model: Model) {
    const who = this.by as Who;
    if (this.level > 3) return { expected: answer(400, 'AC1002'), oracle: REFUSED_WRITE_UNCHANGED };
    return {
      expected: answer(200),
      oracle: model.view[who] === this.level ? PUT_IDEMPOTENCE : 'state_transition',
      next: () => void (model.view[who] = this.level),
    };
  }
  override toString() {
    return `${this.by}: PUT privacy view ${this.level}`;
  }
}

type FriendAction = 'request' | 'accept' | 'remove';
const FRIEND_KEYS: Record<FriendAction, OperationKey> = {
  request: 'POST /main/friends/request',
  accept: 'PUT /main/friends/request',
  remove: 'DELETE /main/friends/request',
};

export class Friend extends Step {
  readonly key: OperationKey;
  constructor(
    by: Who | Outsider,
    readonly action: FriendAction,
  ) {
    super(by);
    this.key = FRIEND_KEYS[action];
  }
  protected request(_model: Model, real: Real) {
    const target = this.by === 'a' ? 'b' : 'a';
    return { body: { user_id: real.members[target].id } };
  }
  protected judge(model: Model) {
    // The state from the caller's side: 1 it asked, 2 it was asked.
    const swap = { 0: 0, 1: 2, 2: 1, 3: 3 } as const;
    const mine = this.by === 'a' ? model.friendship : swap[model.friendship];
    const set = (state: 0 | 1 | 2 | 3) => () =>
      void (model.friendship = this.by === 'a' ? state : swap[state]);
    const conflict = { expected: answer(409, 'AC1016'), oracle: REFUSED_WRITE_UNCHANGED };
    if (this.action === 'request') {
      return mine === 0
        ? { expected: answer(200), oracle: CREATED_EXACTLY_ONCE, next: set(1) }
        : conflict;
    }
    if (this.action === 'accept') {
      return mine === 2
        ? { expected: answer(200), oracle: 'state_transition', next: set(3) }
        : conflict;
    }
    return mine === 0
      ? conflict
      : { expected: answer(200), oracle: REMOVED_EVERYWHERE, next: set(0) };
  }
  override toString() {
    return `${this.by}: friend ${this.action}`;
  }
}

export class Follow extends Step {
  readonly key: OperationKey;
  constructor(
    by: Who | Outsider,
    readonly follow: boolean,
  ) {
    super(by);
    this.key = follow ? 'POST /main/user/follow' : 'DELETE /main/user/follow';
  }
  protected request(_model: Model, real: Real) {
    return { body: { user_id: real.members[this.by === 'a' ? 'b' : 'a'].id } };
  }
  protected judge(model: Model) {
    const edge = this.by === 'a' ? 'ab' : 'ba';
    if (model.follows[edge] === this.follow) {
      return { expected: answer(409, 'AC1016'), oracle: REFUSED_WRITE_UNCHANGED };
    }
    return {
      expected: answer(200),
      oracle: this.follow ? CREATED_EXACTLY_ONCE : REMOVED_EVERYWHERE,
      next: () => void (model.follows[edge] = this.follow),
    };
  }
  override toString() {
    return `${this.by}: ${this.follow ? 'follow' : 'unfollow'}`;
  }
}

export class PostStatus extends Step {
  readonly key = 'POST /main/dashboard/status';
  constructor(
    by: Who | Outsider,
    readonly empty: boolean,
  ) {
    super(by);
  }
  protected request(model: Model) {
    return {
      body: { content: this.empty ? '  ' : `Status ${model.statuses.a + model.statuses.b}` },
    };
  }
  protected judge(model: Model) {
    if (this.empty) return { expected: answer(400, 'MN1001'), oracle: REFUSED_WRITE_UNCHANGED };
    const who = this.by as Who;
    return {
      expected: answer(200),
      oracle: CREATED_EXACTLY_ONCE,
      next: () => void (model.statuses[who] += 1),
    };
  }
  override toString() {
    return `${this.by}: post ${this.empty ? 'an empty' : 'a'} status`;
  }
}

export class CreateThread extends Step {
  readonly key = 'POST /forums/create';
  protected request(model: Model, real: Real) {
    return {
      body: {
        category_id: real.category,
        title: `Explored ${model.threads.length}`,
        content: 'A thread of the exploration.',
      },
    };
  }
  protected judge(model: Model) {
    return {
      expected: answer(201),
      oracle: CREATED_EXACTLY_ONCE,
      next: () =>
        void model.threads.push({
          id: 0,
          author: this.by as Who,
          locked: false,
          replies: 0,
          deleted: false,
        }),
    };
  }
  protected override learn(model: Model, body: unknown) {
    // A deleted thread's id handed out again stays the deleted one's too: its read must still
    // answer 404, so the state read back differs from the model's and the step fails (a client
    // holding that id would find another thread).
    model.threads.at(-1)!.id = (body as { id: number }).id;
  }
  override toString() {
    return `${this.by}: create a thread`;
  }
}

/** A command on the model's `index % threads`th thread (any thread, live or deleted). */
abstract class OnThread extends Step {
  constructor(
    by: Who | Outsider | 'staff',
    readonly index: number,
  ) {
    super(by);
  }
  protected override applies(model: Model) {
    return model.threads.length > 0;
  }
  protected thread(model: Model): Thread {
    return model.threads[this.index % model.threads.length]!;
  }
}

export class Reply extends OnThread {
  readonly key = 'POST /forums/create';
  protected request(model: Model, real: Real) {
    return {
      body: {
        category_id: real.category,
        thread_id: this.thread(model).id,
        content: 'A reply of the exploration.',
      },
    };
  }
  protected judge(model: Model) {
    const thread = this.thread(model);
    if (thread.deleted) return { expected: answer(404, 'OF1003'), oracle: REFUSED_WRITE_UNCHANGED };
    if (thread.locked) return { expected: answer(409, 'OF1004'), oracle: REFUSED_WRITE_UNCHANGED };
    return {
      expected: answer(201),
      oracle: CREATED_EXACTLY_ONCE,
      next: () => void (thread.replies += 1),
    };
  }
  override toString() {
    return `${this.by}: reply to thread #${this.index}`;
  }
}

export class Lock extends OnThread {
  readonly key = 'PUT /forums/thread/lock';
  protected request(model: Model) {
    return { body: { thread_id: this.thread(model).id } };
  }
  protected judge(model: Model) {
    const thread = this.thread(model);
    const refused = (status: number, code: string) => ({
      expected: answer(status, code),
      oracle: REFUSED_WRITE_UNCHANGED,
    });
    if (thread.deleted) return refused(404, 'OF1003');
    if (thread.author !== this.by) return refused(403, 'OF1005');
    if (thread.locked) return refused(409, 'OF1010');
    return {
      expected: answer(200),
      oracle: 'state_transition',
      next: () => void (thread.locked = true),
    };
  }
  override toString() {
    return `${this.by}: lock thread #${this.index}`;
  }
}

export class DeleteThread extends OnThread {
  readonly key = 'DELETE /access/forums/thread';
  protected request(model: Model) {
    return { query: { thread_id: this.thread(model).id } };
  }
  protected judge(model: Model) {
    const thread = this.thread(model);
    if (this.by !== 'staff') {
      return { expected: answer(403, 'OF1006'), oracle: REFUSED_WRITE_UNCHANGED };
    }
    if (thread.deleted) return { expected: answer(404, 'OF1003'), oracle: REFUSED_WRITE_UNCHANGED };
    return {
      expected: answer(200),
      oracle: REMOVED_EVERYWHERE,
      next: () => void (thread.deleted = true),
    };
  }
  override toString() {
    return `${this.by}: delete thread #${this.index}`;
  }
}
