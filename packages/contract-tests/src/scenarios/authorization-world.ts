import type { Actor, Objects, SignedIn, World } from '../authorization/matrix.ts';
import type { Credentials } from '../fixtures.ts';
import type { Scenario } from '../run.ts';
import { logIn, registerMember, signIn } from '../steps.ts';

/**
 * The world both authorization scenarios run in: a member of this run with its objects, and the
 * other personas signed in (the kit registers the member, another member and a restricted one;
 * staff and the locked account are the target's fixtures).
 */

/** A fixtures' account, signed in (its e-mail address is not known to the kit). */
export async function asActor(t: Scenario, credentials: Credentials): Promise<Actor> {
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

/** Registers and signs in the personas, and makes the member's objects. */
export async function makeWorld(t: Scenario): Promise<World> {
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
