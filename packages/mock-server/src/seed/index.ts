import {
  LISTING_TYPES,
  TOKEN_TTL_MS,
  clearDb,
  db,
  deepFreeze,
  exportSnapshot,
  restoreSnapshot,
  shiftSnapshot,
  type DbSnapshot,
  type AccountData,
  type ListingData,
} from '../db/index.ts';
import { createPacer } from '../db/pace.ts';
import { now } from '../domain/clock.ts';
import { EDIT_WINDOW_SECONDS } from '../domain/forums.ts';
import { bareCharacterCode } from '../rules/character.ts';
import { PERSONAS, SEEDED_CODES, type PersonaName } from './personas.ts';
import { createRandom, type Random } from './random.ts';

export { PERSONAS, SEEDED_CODES, personaId, type PersonaName } from './personas.ts';
export { createRandom, type Random } from './random.ts';

/** The fixed PRNG seed: change it only on purpose, tests compare against its output. */
export const SEED = 20210321;
export const GENERATED_USERS = 520;
export const LISTING_COUNT = 340;

const DAY = 86400;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  'ra',
  'ven',
  'tor',
  'zi',
  'neo',
  'lux',
  'pix',
  'dra',
  'ko',
  'sa',
  'fin',
  'gal',
  'rex',
  'nyx',
  'ori',
  'bel',
  'qu',
];
const ADJECTIVES = [
  'Neon',
  'Shadow',
  'Crystal',
  'Ancient',
  'Cosmic',
  'Frosty',
  'Golden',
  'Pixel',
  'Rusty',
  'Lunar',
  'Solar',
  'Velvet',
  'Glitch',
  'Ember',
  'Arcane',
  'Tiny',
];
const GAMES = [
  'Sky Islands',
  'Block Racers',
  'Dungeon Drift',
  'Endless Tag',
  'Obby Tower',
  'Pet Valley',
  'Laser Arena',
  'Build Battle',
  'Hide and Seek',
  'Space Miners',
];
const STATUS_TEXTS = [
  'Building a new map tonight!',
  'Anyone up for Laser Arena?',
  'Just got a new hat',
  'Working on my obby, feedback welcome',
  'Back from vacation',
  'Who wants to trade?',
  'Streaming later today',
  'My avatar finally looks right',
  'Looking for builders for a group project, message me if you want to help out with the castle level',
  'gg everyone',
];
const WORDS = [
  'the',
  'map',
  'build',
  'update',
  'server',
  'avatar',
  'marketplace',
  'nodes',
  'game',
  'friends',
  'script',
  'lighting',
  'physics',
  'texture',
  'quest',
  'event',
  'bug',
  'idea',
  'help',
  'guide',
];
const BLACKLIST = ['admin', 'moderator', 'official', 'fuck', 'shit', 'bitch', 'cunt', 'nazi'];

function sentence(random: Random, words: number): string {
  const text = Array.from({ length: words }, () => random.pick(WORDS)).join(' ');
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** A random body and eye colour and eye type; the 15 equipment slots are bare (empty entries). */
function characterCode(random: Random): string {
  const body = { model: 'body_01', colour: random.hex(6) };
  const eyes = { model: `eyes_0${random.int(1, 4)}`, colour: random.hex(6) };
  return bareCharacterCode(body, eyes);
}

function baseAccount(random: Random, t: number, id: number, username: string): AccountData {
  return {
    id,
    username,
    username_pool: null,
    public_username: username,
    password: `${username}-pass`,
    dob: `${random.int(1975, 2006)}-0${random.int(1, 9)}-1${random.int(0, 9)}`,
    privacy_mode: 0,
    email: `${username.toLowerCase()}@example.com`,
    verified_email: 1,
    pending_email: null,
    nodes: random.int(0, 20000),
    nodes_multiplier: random.pick([1, 1, 1, 1.25, 1.5, 2]),
    subscriber: 0,
    backer: 0,
    shield: 0,
    account_state: 1,
    theme: 0,
    about: '',
    signature: '',
    half_render: random.hex(10),
    full_render: random.hex(10),
    active_render: 0,
    online_status: random.int(0, 3),
    last_active: t - random.int(0, 7200),
    profile_views: random.int(0, 5000),
    privacy_view: 3,
    privacy_activity: 3,
    privacy_friend: 2,
    privacy_follow: 2,
    created_at: t - random.int(30, 1500) * DAY,
    character_code: characterCode(random),
    previous_colors: '',
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

function makeListings(random: Random, t: number, creators: number[]): ListingData[] {
  const staffId = 2;
  return Array.from({ length: LISTING_COUNT }, (_, index): ListingData => {
    const id = index + 1;
    const type = (index % LISTING_TYPES.length) + 1;
    const official = index % 3 === 0;
    const unique = index % 11 === 0;
    const kind = index % 10;
    // kind 0: free, 1: not for sale, 2: on sale ending minutes after start, 3: created within 48 h.
    const forsale = kind === 1 ? 0 : 1;
    const createdAt = kind === 3 ? t - random.int(600, 170000) : t - random.int(3, 700) * DAY;
    const updated = random.chance(0.2);
    return {
      id,
      uuid: random.uuid(),
      pa_uuid: random.uuid(),
      listing_type: type,
      listing_name: `${random.pick(ADJECTIVES)} ${LISTING_TYPES[type - 1]}${index % 4 === 0 ? ` of the ${random.pick(ADJECTIVES)} Realm` : ''}`,
      listing_desc: sentence(random, random.int(6, 24)),
      listing_cost:
        kind === 0 ? 0 : random.pick([25, 50, 75, 100, 150, 250, 500, 1200, 2500, 15000]),
      listing_forsale: forsale,
      forsale_expire: kind === 2 ? Math.floor(t + random.int(3, 10) * 60) : null,
      listing_unique: unique ? 1 : 0,
      unique_qty: unique ? random.int(5, 100) : null,
      listing_official: official ? 1 : 0,
      listing_hidden: index % 29 === 5 ? 1 : 0,
      listing_featured: index % 6 === 1 ? 1 : 0,
      sales: random.int(0, 900),
      render_path: `items/${LISTING_TYPES[type - 1]?.toLowerCase()}/${random.hex(12)}`,
      created_at: createdAt,
      created_by: official ? staffId : random.pick(creators),
      updated_by: updated ? staffId : null,
      updated_at: updated ? createdAt + random.int(1, 20) * 3600 : null,
    };
  });
}

/**
 * Fills the database with the deterministic seed: the personas, {@link GENERATED_USERS} generated
 * users with relations, listings, inventory, forums, violations and tokens. Times are relative to
 * the clock's `now()` at the call, so the same frozen time gives exactly the same data.
 */
export async function seedDatabase(): Promise<void> {
  // The demo seeds in the page beside the app: every row is a chance to give the thread back.
  const pace = createPacer();
  clearDb();
  const random = createRandom(SEED);
  const t = Math.floor(now() / 1000);
  const memberId = 1;

  // Accounts.
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
  const generatedIds = generated.map((a) => a.id);
  for (const account of [...personas, ...generated]) {
    await pace();
    await db.accounts.create(account);
  }

  // Friendships, requests, follows. `member` gets a full set of each; the others a few friends.
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
  const [memberFriends, incoming, outgoing, followers, following] = [
    generatedIds.slice(0, 24),
    generatedIds.slice(24, 30),
    generatedIds.slice(30, 34),
    generatedIds.slice(34, 70),
    generatedIds.slice(70, 82),
  ];
  for (const friend of [...memberFriends, 2, 5]) await addFriendship(memberId, friend);
  for (const id of generatedIds) {
    for (const other of random.sample(generatedIds, random.int(0, 2)))
      await addFriendship(id, other);
  }
  let requestId = 0;
  for (const from of incoming) {
    await pace();
    await db.friendRequests.create({
      id: ++requestId,
      from_id: from,
      to_id: memberId,
      created_at: t - random.int(60, 5 * DAY),
    });
  }
  for (const to of outgoing) {
    await pace();
    await db.friendRequests.create({
      id: ++requestId,
      from_id: memberId,
      to_id: to,
      created_at: t - random.int(60, 5 * DAY),
    });
  }
  let followId = 0;
  for (const follower of [...followers, ...memberFriends.slice(0, 10)]) {
    await pace();
    await db.follows.create({
      id: ++followId,
      follower_id: follower,
      followee_id: memberId,
      created_at: t - random.int(1, 300) * DAY,
    });
  }
  for (const followee of [...following, 2]) {
    await pace();
    await db.follows.create({
      id: ++followId,
      follower_id: memberId,
      followee_id: followee,
      created_at: t - random.int(1, 300) * DAY,
    });
  }
  await pace();
  await db.blocks.create({
    id: 1,
    blocker_id: memberId,
    blocked_id: generatedIds[100] ?? 110,
    created_at: t - 10 * DAY,
  });

  // Statuses: member, its friends and a share of everyone else.
  let statusId = 0;
  const statusAuthors = [
    memberId,
    memberId,
    ...memberFriends,
    ...memberFriends,
    2,
    5,
    ...random.sample(generatedIds, 120),
  ];
  for (const author of statusAuthors) {
    await pace();
    await db.statuses.create({
      id: ++statusId,
      account_id: author,
      content: random.pick(STATUS_TEXTS),
      created_at: t - random.int(30, 20 * DAY),
    });
  }

  // Recently played games.
  let recentId = 0;
  for (const account of [...PERSONAS.map((p) => p.id), ...random.sample(generatedIds, 80)]) {
    const titles = random.sample(GAMES, account === memberId ? 5 : random.int(1, 3));
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

  // Listings and ownership: member owns two items of every category (so outfits can be dressed).
  const listings = makeListings(random, t, random.sample(generatedIds, 40));
  for (const listing of listings) await db.listings.create(listing);
  let ownershipId = 0;
  const own = async (accountId: number, listing: ListingData, rng: Random = random) => {
    await pace();
    await db.ownerships.create({
      id: ++ownershipId,
      account_id: accountId,
      listing_id: listing.id,
      uuid: listing.uuid,
      acquired_at: t - rng.int(1, 200) * DAY,
    });
  };
  const memberItems = LISTING_TYPES.flatMap((_, index) =>
    listings.filter((l) => l.listing_type === index + 1 && l.listing_forsale === 1).slice(0, 2),
  );
  for (const listing of memberItems) await own(memberId, listing);
  for (const account of [2, 5, ...random.sample(generatedIds, 60)]) {
    for (const listing of random.sample(listings, random.int(1, 4))) await own(account, listing);
  }
  const worn = memberItems
    .filter((l) => [3, 4, 11, 15, 16].includes(l.listing_type))
    .filter((_, i) => i % 2 === 0);
  await pace();
  await db.outfits.create({ account_id: memberId, items: worn.map((l) => l.uuid) });

  // Forums: "General Discussion" has three pages of threads; one thread has three pages of replies.
  const categories = [
    {
      name: 'Announcements',
      about: 'News and updates from the Endless team.',
      official: 1 as const,
    },
    { name: 'General Discussion', about: 'Talk about anything Endless.', official: 1 as const },
    { name: 'Help & Support', about: 'Ask the community for help.', official: 1 as const },
    { name: 'Creations', about: 'Show off your games, clothing and models.', official: 1 as const },
    { name: 'Off Topic', about: 'Everything else (keep it friendly).', official: 1 as const },
  ];
  // Only official categories: the contract seeds no community category.
  for (const [index, category] of categories.entries()) {
    await pace();
    await db.forumCategories.create({ id: index + 1, position: index + 1, ...category });
  }
  const threadCounts = [6, 52, 12, 9, 4];
  const authors = [memberId, 2, 5, ...generatedIds.slice(0, 60)];
  let threadId = 0;
  let replyId = 0;
  let commentId = 0;
  for (const [categoryIndex, count] of threadCounts.entries()) {
    for (let i = 0; i < count; i++) {
      const id = ++threadId;
      const createdAt = t - random.int(1, 120) * DAY;
      const big = categoryIndex === 1 && i === 0;
      const replyCount = big ? 47 : random.int(0, 6);
      const pinned = categoryIndex === 0 ? (i < 2 ? 1 : 0) : categoryIndex === 1 && i < 3 ? 1 : 0;
      const author = categoryIndex === 0 ? 2 : big ? memberId : random.pick(authors);
      let lastActive = createdAt;
      for (let r = 0; r < replyCount; r++) {
        const rid = ++replyId;
        const replyAt = createdAt + (r + 1) * random.int(600, 7200);
        lastActive = replyAt;
        await pace();
        await db.replies.create({
          id: rid,
          thread_id: id,
          content: sentence(random, random.int(5, 40)),
          signature: random.chance(0.3) ? sentence(random, 4) : null,
          author_id: random.pick(authors),
          created_at: replyAt,
        });
        for (let c = 0, n = big ? random.int(0, 3) : random.int(0, 1); c < n; c++) {
          await pace();
          await db.comments.create({
            id: ++commentId,
            reply_id: rid,
            content: sentence(random, random.int(3, 12)),
            author_id: random.pick(authors),
            created_at: replyAt + (c + 1) * 300,
          });
        }
      }
      await pace();
      await db.threads.create({
        id,
        category_id: categoryIndex + 1,
        title: big
          ? 'Show your best Endless screenshot'
          : sentence(random, random.int(3, 7)).slice(0, 50),
        content: sentence(random, random.int(12, 80)),
        signature: random.chance(0.4) ? sentence(random, 4) : null,
        created_by: author,
        // One locked thread in General Discussion, and the oldest announcement.
        locked:
          (categoryIndex === 1 && i === 3) || (categoryIndex === 0 && i === count - 1) ? 1 : 0,
        pinned,
        views: random.int(0, 20000),
        created_at: createdAt,
        last_active: lastActive,
        edit_expires: createdAt + EDIT_WINDOW_SECONDS,
        last_edited: null,
      });
    }
  }

  // Violations and the rejected username.
  const violation = {
    section_number: 4,
    section_text: 'Community Rules',
    subsection_number: 2,
    subsection_text: 'Respect',
    specific_number: 1,
    content: '',
    staff_note: '',
    created_at: t - 3 * DAY,
    resolved: 0 as const,
  };
  await pace();
  await db.violations.create({
    ...violation,
    id: 1,
    account_id: 7,
    violation_type: 2,
    specific: 'Bullying/Harassment',
    violation_reason: 'Harassing other players in chat.',
    content: 'You are terrible at this game, quit.',
    violation_expires: t - 3600,
  });
  await pace();
  await db.violations.create({
    ...violation,
    id: 2,
    account_id: 8,
    violation_type: 3,
    specific: 'Exploiting/Scamming',
    violation_reason: 'Repeated scamming of other players.',
    content: 'Trading scam reported by several players.',
    violation_expires: null,
  });
  await pace();
  await db.violations.create({
    ...violation,
    id: 3,
    account_id: 9,
    violation_type: 1,
    specific: 'Inappropriate Username',
    violation_reason: 'The username was rejected by staff.',
    content: 'renamed',
    violation_expires: null,
  });
  await pace();
  await db.violations.create({
    ...violation,
    id: 4,
    account_id: memberId,
    violation_type: 1,
    specific: 'Spam/Throwaway',
    violation_reason: 'Posting the same message repeatedly.',
    violation_expires: null,
    created_at: t - 200 * DAY,
    resolved: 1,
  });
  await pace();
  await db.usernameRestrictions.create({
    id: 1,
    account_id: 9,
    restriction_type: 1,
    rejected_username: 'renamed',
    created_at: t - 3 * DAY,
    resolved: 0,
  });
  await pace();
  await db.reports.create({
    id: 1,
    reporter_id: memberId,
    type: 11,
    content: generatedIds[100] ?? 110,
    subject: 1,
    additional: 'Spamming friend requests.',
    created_at: t - 9 * DAY,
  });

  // Checkout: backer's Tier II pledge.
  await pace();
  await db.checkoutSessions.create({
    id: 'cs_seed_backer_bt2',
    account_id: 5,
    product_id: 'bt2',
    type: 'pledges',
    product: 'The Subscriber (Tier II)',
    amount: 1200,
    email: 'backer@example.com',
    created_at: t - 40 * DAY,
  });
  await pace();
  await db.pledges.create({
    id: 1,
    account_id: 5,
    tier: 2,
    amount: 1200,
    checkout_session_id: 'cs_seed_backer_bt2',
    created_at: t - 40 * DAY,
  });

  // Chat service: backer is connected; a few codes are ready for the connect callback.
  await pace();
  await db.discordConnections.create({
    account_id: 5,
    state: 1,
    username: 'backer#2021',
    connected_at: t - 30 * DAY,
  });
  for (const [index, code] of SEEDED_CODES.discord.entries()) {
    await pace();
    await db.discordCodes.create({
      code,
      username: `endless_player#${1000 + index}`,
      expires_at: now() + 365 * DAY * 1000,
      used: 0,
    });
  }

  // One-time tokens with known values for manual testing.
  await pace();
  await db.accountTokens.create({
    token: SEEDED_CODES.verification,
    kind: 'verification',
    account_id: 6,
    payload: 'unverified@example.com',
    expires_at: now() + TOKEN_TTL_MS.verification,
    used: 0,
  });
  await pace();
  await db.accountTokens.create({
    token: SEEDED_CODES.reset,
    kind: 'reset',
    account_id: memberId,
    payload: null,
    expires_at: now() + TOKEN_TTL_MS.reset,
    used: 0,
  });

  for (const word of BLACKLIST) await db.blacklistWords.create({ word });

  // Outfits for the people member meets (relations, forum authors, staff, backer), so their renders
  // differ: each owns and wears a few items. Its own PRNG, last, so nothing above changes.
  const dress = createRandom(SEED + 1);
  const wearable = (type: number) => listings.filter((l) => l.listing_type === type);
  for (const accountId of [2, 5, ...generatedIds.slice(0, 82)]) {
    const types = [
      dress.pick([10, 11, 11]),
      ...[3, 4, 15, 16].filter((type) => dress.chance(type === 3 ? 0.5 : 0.8)),
      ...dress.sample([5, 6, 7, 8, 9, 12, 13, 14, 17], dress.int(0, 2)),
    ];
    const items = types.map((type) => dress.pick(wearable(type)));
    const owned = new Set(
      db.ownerships.findMany((q) => q.where({ account_id: accountId })).map((o) => o.listing_id),
    );
    for (const listing of items.filter((l) => !owned.has(l.id)))
      await own(accountId, listing, dress);
    await pace();
    await db.outfits.create({ account_id: accountId, items: items.map((l) => l.uuid) });
  }
}

/** The fresh seed of this process and the time it was made at (epoch milliseconds). */
let pristine: { snapshot: DbSnapshot; at: number } | undefined;

/**
 * Resets the database to the seed as of the clock's `now()`. The first call runs
 * {@link seedDatabase} and keeps a deep, frozen copy of the result; later calls restore it with
 * every time moved to now (`create` copies each row, so the database never shares an object with
 * the cache). Every seeded time is relative to now and the PRNG does not depend on it, so this
 * gives exactly what a fresh seed would, for about half the CPU time.
 */
export async function reseed(): Promise<void> {
  const at = now();
  if (!pristine) {
    await seedDatabase();
    pristine = { snapshot: deepFreeze(structuredClone(exportSnapshot())), at };
    return;
  }
  const seconds = Math.floor(at / 1000) - Math.floor(pristine.at / 1000);
  await restoreSnapshot(shiftSnapshot(pristine.snapshot, { seconds, ms: at - pristine.at }));
}
