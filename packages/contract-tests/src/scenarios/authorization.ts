import {
  MATRIX,
  PERSONAS,
  missingRows,
  parseCell,
  type Actor,
  type Objects,
  type Persona,
  type SignedIn,
  type World,
} from '../authorization/matrix.ts';
import type { Credentials } from '../fixtures.ts';
import { StepFailed, type OperationKey, type Scenario } from '../run.ts';
import { logIn, registerMember, signIn, strongPassword } from '../steps.ts';
import type { ScenarioDefinition } from './scenario.ts';

/**
 * Spec 01 §6 and 03 §6 (roles and permissions) as two scenarios: the matrix (every operation ×
 * every persona, rows in `authorization/matrix.ts`) and the object-level cases (another member
 * cannot change or read what is the member's, nor act as the member by naming the member's id).
 */

export const MATRIX_SCENARIO = 'authorization: operation × persona matrix';
export const OBJECT_SCENARIO = 'authorization: object level';

/** Step names of the matrix: `<operationId> as <persona>`, so a report row names its cell. */
export const cellStep = (operationId: string, persona: Persona) => `${operationId} as ${persona}`;

async function asActor(t: Scenario, credentials: Credentials): Promise<Actor> {
  const member = await signIn(t, credentials);
  return { ...member, email: '' };
}

/** A member of this run restricted for a rejected username (provider state). */
async function restrictedMember(t: Scenario, prefix: string): Promise<Actor> {
  const account = await registerMember(t, prefix);
  await t.run.fixtures.setState(account.username, 'rejected-username');
  return account;
}

async function newThread(t: Scenario, member: Actor, title: string): Promise<number> {
  const reply = await t.call<{ id: number }>('POST /forums/create', {
    token: member.token,
    step: `the member opens a thread (${title})`,
    body: {
      category_id: t.run.fixtures.data.forumCategory,
      title,
      content: 'A thread of the authorization matrix.',
    },
  });
  return reply.body.id;
}

/** The member's objects: a status, a thread with a reply and a comment, a checkout session. */
async function memberObjects(t: Scenario, member: Actor): Promise<Objects> {
  const status = await t.call<{ status_update: { status_id: number } }>(
    'POST /main/dashboard/status',
    { token: member.token, step: 'the member posts a status', body: { content: 'Mine.' } },
  );
  const threadId = await newThread(t, member, `Matrix ${member.username}`);
  const reply = await t.call<{ id: number }>('POST /forums/create', {
    token: member.token,
    step: 'the member replies',
    body: {
      category_id: t.run.fixtures.data.forumCategory,
      thread_id: threadId,
      content: 'A reply of the member.',
      signature: 'The member',
    },
  });
  const comment = await t.call<{ id: number }>('POST /forums/comment', {
    token: member.token,
    step: 'the member comments',
    body: { reply_id: reply.body.id, content: 'A comment of the member.' },
  });
  const checkout = await t.call<{ id: string; url: string }>('POST /stripe/session', {
    token: member.token,
    step: 'the member opens a checkout',
    body: { id: 'n1000', type: 'nodes' },
  });
  // Only a completed checkout can be read back (GET /stripe/success).
  await t.run.fixtures.payCheckout(checkout.body.id, checkout.body.url);
  const search = await t.call<{ results: Objects['listing'][] }>('GET /marketplace/data/search', {
    step: 'a listing to look at',
  });
  const listing = search.body.results[0];
  t.assert('ensure_resource_availability', 'a listing exists', !!listing, 'a listing', 0);
  const community = await t.run.fixtures.setState(member.username, 'community-thread');
  return {
    statusId: status.body.status_update.status_id,
    threadId,
    replyId: reply.body.id,
    commentId: comment.body.id,
    checkoutSession: checkout.body.id,
    listing: listing!,
    community: { categoryId: community.category_id!, threadId: community.thread_id! },
  };
}

async function makeWorld(t: Scenario): Promise<World> {
  const { accounts } = t.run.fixtures;
  const member = await registerMember(t, 'zm');
  const actors: Record<SignedIn, Actor> = {
    member,
    other: await registerMember(t, 'zo'),
    staff: await asActor(t, accounts.staff),
    locked: await asActor(t, accounts.terminated),
    restricted: await restrictedMember(t, 'zr'),
  };
  const objects = await memberObjects(t, member);
  return {
    t,
    actors,
    objects,
    token: (persona) => (persona === 'guest' ? null : actors[persona].token),
    newThread: () => newThread(t, member, `Matrix ${t.run.unique('th')}`),
    newSession: (persona) => {
      const { username, password } = actors[persona];
      return logIn(t, { username, password });
    },
    freshRestricted: () => restrictedMember(t, 'zf'),
  };
}

/** The matrix: each operation of the contract, each persona, in the contract's order. */
const matrixScenario: ScenarioDefinition = {
  name: MATRIX_SCENARIO,
  async run(t) {
    const missing = missingRows(t.run.contract);
    t.assert(
      'authorization_matrix_complete',
      'every operation has a row with a documented answer for every persona',
      missing.length === 0,
      'no gaps',
      missing,
    );
    const world = await makeWorld(t);
    await t.each(t.run.contract.operations, async (operation) => {
      const row = MATRIX[operation.operationId]!;
      await t.each(PERSONAS, async (persona) => {
        const { status, code } = parseCell(row.cells[persona]);
        const step = cellStep(operation.operationId, persona);
        let request;
        try {
          request = await row.request?.(world, persona);
        } catch (error) {
          if (error instanceof StepFailed) throw error;
          throw new Error(`${step}: preparing the request failed: ${String(error)}`);
        }
        await t.call(operation.key as OperationKey, {
          step,
          token: request?.token !== undefined ? request.token : world.token(persona),
          query: request?.query,
          body: request?.body,
          expect: status,
          ...(code ? { code } : {}),
        });
      });
    });
  },
};

interface ThreadDetail {
  thread: {
    title: string;
    content: string;
    signature: string | null;
    locked: number;
    pinned: number;
  };
  replies: {
    reply_id: number;
    reply_content: string;
    reply_signature: string | null;
    comments?: { comment_id: number; comment_content: string }[];
  }[];
}

/** The member's thread as anyone reads it. */
async function readThread(t: Scenario, threadId: number, step: string): Promise<ThreadDetail> {
  return (
    await t.call<ThreadDetail>('GET /forums/data/official/thread', {
      step,
      query: { thread_id: threadId },
    })
  ).body;
}

/**
 * Object level: `other` tries every way the contract leaves to touch what is `member`'s — the
 * member's id in a query or body it does not take (the contract has no path parameters; every
 * request body is `additionalProperties: false`), the member's threads, replies, comments,
 * signature, outfit items and friend requests — and the member's data stays as it was. The
 * contract offers no way to edit or delete a status at all (only to report one).
 */
const objectScenario: ScenarioDefinition = {
  name: OBJECT_SCENARIO,
  async run(t) {
    const world = await makeWorld(t);
    const { member, other, staff } = world.actors;
    const { objects } = world;
    await t.call('PUT /account/about', {
      token: member.token,
      step: 'the member writes an about',
      body: { content: 'The member wrote this.' },
    });
    await t.call('PUT /account/signature', {
      token: member.token,
      step: 'the member signs',
      body: { content: 'Member signature' },
    });
    const before = await readThread(t, objects.threadId, "the member's thread, before");

    // Reading: an id that is not the caller's changes nothing; the answer is the caller's own.
    const ownReads: [OperationKey, (body: Record<string, unknown>) => unknown, unknown][] = [
      [
        'GET /account/data/settings',
        (b) => (b.general as { username: string }).username,
        other.username,
      ],
      ['GET /account/data/user', (b) => b.id, other.id],
      ['GET /account/sync', () => true, true],
      ['GET /account/data/verification', () => true, true],
      ['GET /main/data/users/relations', () => true, true],
      ['GET /main/data/dashboard', () => true, true],
      ['GET /character/data/character', () => true, true],
      ['GET /character/data/customize', () => true, true],
      ['GET /character/data/inventory', () => true, true],
      ['GET /accountability/violation', () => true, true],
    ];
    await t.each(ownReads, async ([key, pick, expected]) => {
      const reply = await t.call<Record<string, unknown>>(key, {
        step: `${key} with the member's user_id`,
        token: other.token,
        query: { user_id: member.id, account_id: member.id },
        expect: [200, 400],
      });
      if (reply.status !== 200) return;
      const text = JSON.stringify(reply.body);
      t.assert(
        'no_private_data_of_others',
        `${key}: the caller's own data, not the member's`,
        pick(reply.body) === expected && !text.includes(member.email),
        { own: expected, without: member.email },
        text.slice(0, 400),
      );
    });
    const profile = await t.call<Record<string, unknown>>('GET /main/data/user', {
      step: "another member reads the member's profile",
      token: other.token,
      query: { user_id: member.id },
    });
    t.assert(
      'no_private_data_of_others',
      "the member's profile shows no e-mail address",
      !JSON.stringify(profile.body).includes(member.email),
      `no ${member.email}`,
      profile.body,
    );
    const privateOne = await asActor(t, t.run.fixtures.accounts.private);
    await t.call('GET /main/data/user', {
      step: 'another member reads a private profile',
      token: other.token,
      query: { user_id: privateOne.id },
      expect: 403,
      code: 'AC1011',
    });
    await t.call('GET /main/data/user', {
      step: 'staff read a private profile',
      token: staff.token,
      query: { user_id: privateOne.id },
    });
    await t.call('GET /stripe/success', {
      step: "another member reads the member's checkout",
      token: other.token,
      query: { session_id: objects.checkoutSession },
      expect: 403,
      code: 'ST1004',
    });

    // Writing as the member: the member's id in the body is refused, nothing changes.
    const asMember: [OperationKey, Record<string, unknown>][] = [
      ['PUT /account/about', { content: 'Written by another.' }],
      ['PUT /account/signature', { content: 'Forged' }],
      ['PUT /account/privacy', { option: 'view', level: 0 }],
      ['POST /main/dashboard/status', { content: 'Posted as the member?' }],
      ['PATCH /character/color', { type: 'eyes', hex: '000' }],
      ['POST /main/friends/request', { user_id: staff.id }],
    ];
    await t.each(asMember, async ([key, body]) => {
      const fields = ['user_id', 'account_id'].filter((field) => !(field in body));
      await t.each(fields, async (field) => {
        await t.call(key, {
          step: `${key} with the member's ${field} in the body`,
          token: other.token,
          body: { ...body, [field]: member.id },
          expect: 400,
          code: 'EX4001',
        });
      });
    });
    const mine = await t.call<{
      profile_data: { about: string; signature: string; privacy_view: number };
    }>('GET /main/data/user', {
      step: "the member's profile after",
      token: member.token,
      query: { user_id: member.id },
    });
    t.assert(
      'object_unchanged',
      "the member's about, signature and privacy are unchanged",
      mine.body.profile_data.about === 'The member wrote this.' &&
        mine.body.profile_data.signature === 'Member signature' &&
        mine.body.profile_data.privacy_view !== 0,
      { about: 'The member wrote this.', signature: 'Member signature', privacy_view: 3 },
      mine.body.profile_data,
    );
    const feed = await t.call<{ statuses?: { user_id: number; content: string }[] }>(
      'GET /main/data/dashboard',
      { step: "the member's feed after", token: member.token },
    );
    t.assert(
      'object_unchanged',
      "no status was posted in the member's name",
      !JSON.stringify(feed.body).includes('Posted as the member?'),
      'no forged status',
      feed.body.statuses?.slice(0, 3),
    );

    // One-time tokens are bound to the account they were issued to: another member's reset link
    // with the member's id, and its password, e-mail and verification codes, do nothing for the
    // member.
    await t.call('POST /OAuth2/forgot', {
      step: 'another member asks for a reset link',
      body: { input: other.username },
    });
    const link = await t.run.fixtures.resetLink(other.username);
    await t.call('POST /OAuth2/reset/validate', {
      step: "another member's reset link with the member's id",
      body: { id: member.id, token: link.token },
      expect: 400,
      code: 'AU1010',
    });
    await t.call('PUT /OAuth2/reset/password', {
      step: "another member resets the member's password with its own link",
      body: { id: member.id, token: link.token, pwd: strongPassword('taken-over') },
      expect: 400,
      code: 'AU1010',
    });
    const pwdToken = await t.call<{ pwd_token: string }>('POST /account/security/pwd/validate', {
      step: 'another member unlocks its password change',
      token: other.token,
      body: { pwd: other.password },
    });
    await t.call('PUT /account/security/pwd', {
      step: "the member's password change with another member's token",
      token: member.token,
      body: { pwd: strongPassword('taken-over'), token: pwdToken.body.pwd_token },
      expect: 400,
      code: 'AC1008',
    });
    const emailToken = await t.call<{ email_token: string }>(
      'POST /account/security/email/validate',
      {
        step: 'another member unlocks its e-mail change',
        token: other.token,
        body: { email: other.email },
      },
    );
    await t.call('PUT /account/security/email', {
      step: "the member's e-mail change with another member's token",
      token: member.token,
      body: {
        email: `${t.run.unique('zx')}@contract-tests.example`,
        token: emailToken.body.email_token,
      },
      expect: 400,
      code: 'AC1005',
    });
    await t.call('PUT /account/verify', {
      step: "the member verifies with another member's code",
      token: member.token,
      body: { token: await t.run.fixtures.verificationCode(other.username) },
      expect: 400,
      code: 'AC1013',
    });
    await logIn(t, { username: member.username, password: member.password });

    // Forums: the member's thread, reply and comment.
    await t.call('PUT /forums/thread/lock', {
      step: "another member locks the member's thread",
      token: other.token,
      body: { thread_id: objects.threadId },
      expect: 403,
      code: 'OF1005',
    });
    await t.call('POST /forums/create', {
      step: 'a reply that asks to lock and pin the thread',
      token: other.token,
      body: {
        category_id: t.run.fixtures.data.forumCategory,
        thread_id: objects.threadId,
        content: 'A reply that tries to lock and pin.',
        locked: 1,
        pinned: 1,
      },
      expect: [201, 403],
    });
    const staffOnly: [OperationKey, Record<string, number>][] = [
      ['PUT /access/forums/thread/lock', { thread_id: objects.threadId }],
      ['PUT /access/forums/thread/pin', { thread_id: objects.threadId }],
      ['PUT /access/forums/thread/title', { thread_id: objects.threadId }],
      ['PUT /access/forums/thread/content', { thread_id: objects.threadId }],
      ['PUT /access/forums/thread/sig', { thread_id: objects.threadId }],
      ['PUT /access/forums/reply/content', { reply_id: objects.replyId }],
      ['PUT /access/forums/reply/sig', { reply_id: objects.replyId }],
      ['PUT /access/forums/comment/content', { comment_id: objects.commentId }],
    ];
    await t.each(staffOnly, async ([key, body]) => {
      await t.call(key, {
        step: `another member: ${key}`,
        token: other.token,
        body,
        expect: 403,
        code: 'OF1006',
      });
    });
    await t.call('DELETE /access/forums/thread', {
      step: "another member deletes the member's thread",
      token: other.token,
      query: { thread_id: objects.threadId },
      expect: 403,
      code: 'OF1006',
    });
    const after = await readThread(t, objects.threadId, "the member's thread, after");
    const replyOf = (d: ThreadDetail) => d.replies.find((r) => r.reply_id === objects.replyId);
    const commentOf = (d: ThreadDetail) =>
      replyOf(d)?.comments?.find((c) => c.comment_id === objects.commentId);
    const snapshot = (d: ThreadDetail) => ({
      title: d.thread.title,
      content: d.thread.content,
      signature: d.thread.signature,
      locked: d.thread.locked,
      pinned: d.thread.pinned,
      reply: replyOf(d)?.reply_content,
      replySignature: replyOf(d)?.reply_signature,
      comment: commentOf(d)?.comment_content,
    });
    t.assert(
      'object_unchanged',
      "the member's thread, reply and comment are as they were",
      JSON.stringify(snapshot(after)) === JSON.stringify(snapshot(before)) &&
        snapshot(before).comment !== undefined,
      snapshot(before),
      snapshot(after),
    );

    // Friend requests: the member asks a third account; another member can neither answer nor
    // withdraw it, nor name the third account as itself.
    const third = await registerMember(t, 'zt');
    await t.call('POST /main/friends/request', {
      step: 'the member asks a third account',
      token: member.token,
      body: { user_id: third.id },
    });
    await t.call('PUT /main/friends/request', {
      step: "another member accepts the member's request",
      token: other.token,
      body: { user_id: member.id },
      expect: 409,
      code: 'AC1016',
    });
    await t.call('DELETE /main/friends/request', {
      step: "another member withdraws the member's request",
      token: other.token,
      body: { user_id: third.id },
      expect: 409,
      code: 'AC1016',
    });
    await t.call('PUT /main/friends/request', {
      step: 'another member accepts it naming the third account',
      token: other.token,
      body: { user_id: member.id, account_id: third.id },
      expect: 400,
      code: 'EX4001',
    });
    const relations = await t.call<{
      pending: { user_id: number }[];
      current: { user_id: number }[];
    }>('GET /main/data/users/relations', {
      step: "the third account's requests after",
      token: third.token,
    });
    t.assert(
      'object_unchanged',
      "the member's request still waits for the third account",
      relations.body.pending.some((u) => u.user_id === member.id) &&
        !relations.body.current.some((u) => u.user_id === member.id),
      { pending: [member.id] },
      relations.body,
    );

    // Outfit: the fixtures' member owns and wears items; another member can wear or take off none.
    const owner = await asActor(t, t.run.fixtures.accounts.member);
    const outfit = async (step: string) =>
      (
        await t.call<{ current_outfit: { uuid: string }[] }>('GET /character/data/customize', {
          step,
          token: owner.token,
        })
      ).body.current_outfit.map((i) => i.uuid);
    const worn = await outfit("the owner's outfit, before");
    const owned = await t.call<{ results: { uuid: string }[] }>('GET /character/data/inventory', {
      step: "the owner's inventory",
      token: owner.token,
    });
    t.assert(
      'ensure_resource_availability',
      'the fixtures member wears an item and owns one',
      worn.length > 0 && owned.body.results.length > 0,
      'an item worn and owned',
      { worn, owned: owned.body.results.length },
    );
    await t.call('PATCH /character/code/remove', {
      step: "another member takes off the owner's item",
      token: other.token,
      body: { uuid: worn[0] },
      expect: 409,
      code: 'CH1003',
    });
    await t.call('PATCH /character/code/add', {
      step: "another member wears the owner's item",
      token: other.token,
      body: { uuid: owned.body.results[0]!.uuid },
      expect: 404,
      code: 'CH1002',
    });
    await t.call('PATCH /character/code/remove', {
      step: "another member takes off the owner's item, naming the owner",
      token: other.token,
      body: { uuid: worn[0], user_id: owner.id },
      expect: 400,
      code: 'EX4001',
    });
    const wornAfter = await outfit("the owner's outfit, after");
    t.assert(
      'object_unchanged',
      "the owner's outfit is unchanged",
      JSON.stringify(wornAfter) === JSON.stringify(worn),
      worn,
      wornAfter,
    );
  },
};

export const authorizationScenarios: ScenarioDefinition[] = [matrixScenario, objectScenario];
