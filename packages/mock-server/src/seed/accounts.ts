import { TOKEN_TTL_MS, db, type AccountData } from '../db/index.ts';
import { newAccountData } from '../domain/account.ts';
import { bareCharacterCode } from '../rules/character.ts';
import { PERSONAS, SEEDED_CODES, personaId, type PersonaName } from './personas.ts';
import type { Random } from './random.ts';
import { DAY, MEMBER_ID, type Seeding } from './seeding.ts';
import { SYLLABLES, sentence } from './words.ts';

export const GENERATED_USERS = 520;

const BLACKLIST = ['admin', 'moderator', 'official', 'fuck', 'shit', 'bitch', 'cunt', 'nazi'];

/** A random body and eye colour and eye type; the 15 equipment slots are bare (empty entries). */
function characterCode(random: Random): string {
  const body = { model: 'body_01', colour: random.hex(6) };
  const eyes = { model: `eyes_0${random.int(1, 4)}`, colour: random.hex(6) };
  return bareCharacterCode(body, eyes);
}

function baseAccount(random: Random, t: number, id: number, username: string): AccountData {
  // The random draws keep their order: the seeded data stays the same.
  return {
    ...newAccountData({
      id,
      username,
      password: `${username}-pass`,
      email: `${username.toLowerCase()}@example.com`,
      dob: `${random.int(1975, 2006)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
      privacyMode: false,
      at: t,
    }),
    verified_email: 1,
    nodes: random.int(0, 20000),
    nodes_multiplier: random.pick([1, 1, 1, 1.25, 1.5, 2]),
    half_render: random.hex(10),
    full_render: random.hex(10),
    online_status: random.int(0, 3),
    last_active: t - random.int(0, 7200),
    profile_views: random.int(0, 5000),
    created_at: t - random.int(30, 1500) * DAY,
    character_code: characterCode(random),
    last_daily_nodes: t - DAY,
  };
}

function personaAccounts(random: Random, t: number): AccountData[] {
  const base = Object.fromEntries(
    PERSONAS.map((p) => [
      p.username,
      { ...baseAccount(random, t, p.id, p.username), password: p.password },
    ]),
  ) as Record<PersonaName, AccountData>;
  return [
    {
      ...base.member,
      nodes: 12500,
      nodes_multiplier: 1.5,
      online_status: 3,
      last_active: t - 30,
      about: 'Builder, racer and collector of hats.',
      signature: 'See you in the Sky Islands!',
      previous_colors: 'f1c27d,2b1b0e,3366ff',
    },
    {
      ...base.staff,
      shield: 1,
      nodes: 99999,
      theme: 2,
      about: 'Endless Staff. Be kind.',
      online_status: 3,
      last_active: t - 10,
    },
    {
      ...base.child,
      dob: null,
      privacy_mode: 1,
      email: 'parent.of.child@example.com',
      privacy_view: 1,
      privacy_activity: 0,
      privacy_friend: 1,
      privacy_follow: 1,
    },
    {
      ...base.private,
      privacy_view: 0,
      privacy_activity: 0,
      privacy_friend: 0,
      privacy_follow: 0,
      theme: 1,
    },
    {
      ...base.backer,
      backer: 2,
      subscriber: 1,
      nodes_multiplier: 1,
      nodes: 7300,
      about: 'Proud Tier II backer.',
    },
    { ...base.unverified, verified_email: 0, created_at: t - 3 * DAY },
    { ...base.suspended, account_state: 0 },
    { ...base.terminated, account_state: 0 },
    { ...base.renamed, account_state: 0 },
  ];
}

function generatedUsername(random: Random, index: number, taken: Set<string>): string {
  for (;;) {
    const name = `${random.pick(SYLLABLES)}${random.pick(SYLLABLES)}${random.pick(['', '_', '.'])}${random.pick(SYLLABLES)}${index % 7 === 0 ? random.int(1, 999) : ''}`;
    const capitalised = random.chance(0.4) ? name.charAt(0).toUpperCase() + name.slice(1) : name;
    if (!taken.has(capitalised.toLowerCase())) {
      taken.add(capitalised.toLowerCase());
      return capitalised;
    }
  }
}

/** The personas (ids 1–9), then {@link GENERATED_USERS} generated users; returns their ids. */
export async function seedAccounts({ random, t, pace }: Seeding): Promise<number[]> {
  const personas = personaAccounts(random, t);
  const taken = new Set<string>(personas.map((a) => a.username));
  const generated = Array.from({ length: GENERATED_USERS }, (_, index) => {
    const id = PERSONAS.length + index + 1;
    const account = baseAccount(random, t, id, generatedUsername(random, index, taken));
    return {
      ...account,
      subscriber: random.chance(0.1) ? 1 : 0,
      backer: random.chance(0.08) ? random.int(1, 4) : 0,
      privacy_view: random.chance(0.85) ? 3 : random.int(0, 2),
      privacy_friend: random.chance(0.85) ? 2 : random.int(0, 1),
      privacy_follow: random.chance(0.85) ? 2 : random.int(0, 1),
      about: random.chance(0.5) ? sentence(random, random.int(4, 20)) : '',
      signature: random.chance(0.3) ? sentence(random, random.int(2, 8)) : '',
    } satisfies AccountData;
  });
  for (const account of [...personas, ...generated]) {
    await pace();
    await db.accounts.create(account);
  }
  return generated.map((a) => a.id);
}

/** One-time tokens with known values for manual testing ({@link SEEDED_CODES}). */
export async function seedOneTimeTokens({ ms, pace }: Seeding): Promise<void> {
  await pace();
  await db.accountTokens.create({
    token: SEEDED_CODES.verification,
    kind: 'verification',
    account_id: personaId('unverified'),
    payload: 'unverified@example.com',
    expires_at: ms + TOKEN_TTL_MS.verification,
    used: 0,
  });
  await pace();
  await db.accountTokens.create({
    token: SEEDED_CODES.reset,
    kind: 'reset',
    account_id: MEMBER_ID,
    payload: null,
    expires_at: ms + TOKEN_TTL_MS.reset,
    used: 0,
  });
}

/** The words no username may contain. */
export async function seedBlacklist(): Promise<void> {
  for (const word of BLACKLIST) await db.blacklistWords.create({ word });
}
