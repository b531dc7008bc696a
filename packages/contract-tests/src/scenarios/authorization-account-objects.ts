import type { World } from '../authorization/matrix.ts';
import type { OperationKey } from '../run.ts';
import { logIn, strongPassword } from '../steps.ts';
import { asActor } from './authorization-world.ts';

// Object-level authorization on the member's account: its profile, what reads answer, writes in its
// name and its one-time tokens.

/** What the later steps check stays unchanged: the member's about and signature. */
export async function writeMembersProfile({ t, actors: { member } }: World): Promise<void> {
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
}

/** Reading: an id that is not the caller's changes nothing; the answer is the caller's own. */
export async function readsAnswerTheCaller({ t, actors, objects }: World): Promise<void> {
  const { member, other, staff } = actors;
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
}

/** Writing as the member: the member's id in the body is refused, nothing changes. */
export async function writesAsTheMemberRefused({ t, actors }: World): Promise<void> {
  const { member, other, staff } = actors;
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
}

/**
 * One-time tokens are bound to the account they were issued to: another member's reset link with
 * the member's id, and its password, e-mail and verification codes, do nothing for the member.
 */
export async function oneTimeTokensStayBound({
  t,
  actors: { member, other },
}: World): Promise<void> {
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
}
