import { beforeAll, describe, expect, it, vi } from 'vitest';
import contract from '@endless/api-spec/openapi.json' with { type: 'json' };
import { resetMockDb } from '../src/controls/index.ts';
import { LISTING_TYPES, TOKEN_TTL_MS, db, exportSnapshot } from '../src/db/index.ts';
import { advance, setNow, useRealTime } from '../src/domain/clock.ts';
import { SEEDED_CODE_TTL_MS } from '../src/seed/connections.ts';
import { GENERATED_USERS, PERSONAS, personaId, seedDatabase } from '../src/seed/index.ts';

const START = Date.UTC(2025, 5, 1, 12, 0, 0);
const t = START / 1000;
const account = (name: Parameters<typeof personaId>[0]) => {
  const found = db.accounts.findFirst((q) => q.where({ id: personaId(name) }));
  if (!found) throw new Error(`missing persona ${name}`);
  return found;
};

describe('seed', () => {
  beforeAll(async () => {
    setNow(START);
    await seedDatabase();
    return () => useRealTime();
  });

  it('is deterministic: two seeds at the same time give the same data', async () => {
    const first = JSON.stringify(exportSnapshot());
    await seedDatabase();
    expect(JSON.stringify(exportSnapshot())).toBe(first);
  });

  it('resets from a cached copy: what a fresh seed gives at that time, whatever tests changed', async () => {
    await resetMockDb();
    // Change the restored data in place, nested arrays included: the cache must not see it.
    const outfit = db.outfits.findFirst((q) => q.where({ account_id: personaId('member') }));
    outfit!.items.push('not-an-item');
    await db.accounts.update(account('member'), { data: (draft) => void (draft.about = 'x') });
    for (const later of [START + 90_061_123, START - 3_600_500]) {
      setNow(later);
      await resetMockDb();
      const restored = JSON.stringify(exportSnapshot());
      await seedDatabase();
      expect(restored).toBe(JSON.stringify(exportSnapshot()));
    }
    setNow(START);
    await seedDatabase();
    // Three seeds: generous for a loaded machine.
  }, 30_000);

  it('reads the clock once: a running clock cannot set one seeded row apart from another', async () => {
    // The clock moves on by a second at every one-time token or chat-service code written, as a
    // running clock does while a slow seed yields.
    const createToken = db.accountTokens.create.bind(db.accountTokens);
    vi.spyOn(db.accountTokens, 'create').mockImplementation((values) => {
      advance(1_000);
      return createToken(values);
    });
    const createCode = db.discordCodes.create.bind(db.discordCodes);
    vi.spyOn(db.discordCodes, 'create').mockImplementation((values) => {
      advance(1_000);
      return createCode(values);
    });
    try {
      await seedDatabase();
      const tokens = db.accountTokens.findMany();
      const seededAt = [
        ...tokens.map((token) => token.expires_at - TOKEN_TTL_MS[token.kind]),
        ...db.discordCodes.findMany().map((code) => code.expires_at - SEEDED_CODE_TTL_MS),
      ];
      expect(tokens.length).toBeGreaterThan(0);
      expect(new Set(seededAt).size).toBe(1);
    } finally {
      vi.restoreAllMocks();
      setNow(START);
      await seedDatabase();
    }
  });

  it('creates every persona with a password of at least 6 characters', () => {
    for (const persona of PERSONAS) {
      const found = db.accounts.findFirst((q) => q.where({ username: persona.username }));
      expect(found?.id).toBe(persona.id);
      expect(found?.password).toBe(persona.password);
      expect(persona.password.length).toBeGreaterThanOrEqual(6);
    }
  });

  it('gives each persona its documented facts', () => {
    expect(account('staff').shield).toBe(1);
    expect(account('child')).toMatchObject({ privacy_mode: 1, dob: null });
    expect(account('private').privacy_view).toBe(0);
    expect(account('backer')).toMatchObject({ backer: 2, subscriber: 1 });
    expect(account('unverified').verified_email).toBe(0);
    for (const name of ['suspended', 'terminated', 'renamed'] as const) {
      expect(account(name).account_state).toBe(0);
    }
    const violationOf = (name: Parameters<typeof personaId>[0]) =>
      db.violations.findFirst((q) => q.where({ account_id: personaId(name), resolved: 0 }));
    const suspension = violationOf('suspended');
    expect(suspension?.violation_type).toBe(2);
    expect(suspension?.violation_expires).toBeLessThan(t);
    expect(violationOf('terminated')?.violation_type).toBe(3);
    expect(
      db.usernameRestrictions.findFirst((q) => q.where({ account_id: personaId('renamed') })),
    ).toMatchObject({ restriction_type: 1, rejected_username: 'renamed', resolved: 0 });
  });

  it('generates at least 500 users around member with friends, requests, followers and statuses', () => {
    const member = personaId('member');
    expect(db.accounts.count()).toBeGreaterThanOrEqual(GENERATED_USERS + PERSONAS.length);
    expect(GENERATED_USERS).toBeGreaterThanOrEqual(500);
    expect(db.friendships.findMany((q) => q.where({ user_a: member })).length).toBeGreaterThan(10);
    expect(db.friendRequests.findMany((q) => q.where({ to_id: member })).length).toBeGreaterThan(0);
    expect(db.friendRequests.findMany((q) => q.where({ from_id: member })).length).toBeGreaterThan(
      0,
    );
    expect(db.follows.findMany((q) => q.where({ followee_id: member })).length).toBeGreaterThan(10);
    expect(db.statuses.findMany((q) => q.where({ account_id: member })).length).toBeGreaterThan(0);
    expect(db.recentGames.findMany((q) => q.where({ account_id: member })).length).toBeGreaterThan(
      0,
    );
  });

  it('lists at least 300 listings covering every category and sale state', () => {
    const listings = db.listings.all();
    expect(listings.length).toBeGreaterThanOrEqual(300);
    expect(new Set(listings.map((l) => l.listing_type)).size).toBe(LISTING_TYPES.length);
    expect(listings.some((l) => l.listing_official === 1)).toBe(true);
    expect(listings.some((l) => l.listing_unique === 1 && (l.unique_qty ?? 0) > 0)).toBe(true);
    expect(listings.some((l) => l.listing_cost === 0 && l.listing_forsale === 1)).toBe(true);
    expect(listings.some((l) => l.listing_forsale === 0)).toBe(true);
    const onSale = listings.filter((l) => l.forsale_expire !== null);
    expect(onSale.length).toBeGreaterThan(0);
    for (const l of onSale) expect(l.forsale_expire! - t).toBeGreaterThanOrEqual(180);
    for (const l of onSale) expect(l.forsale_expire! - t).toBeLessThanOrEqual(600);
    expect(listings.some((l) => t - l.created_at < 172800)).toBe(true);
  });

  it('gives member items across categories and an outfit of owned items', () => {
    const owned = db.ownerships.findMany((q) => q.where({ account_id: personaId('member') }));
    const types = new Set(
      owned.map((o) => db.listings.findFirst((q) => q.where({ id: o.listing_id }))?.listing_type),
    );
    expect(types.size).toBe(LISTING_TYPES.length);
    const outfit = db.outfits.findFirst((q) => q.where({ account_id: personaId('member') }));
    expect(outfit?.items.length).toBeGreaterThan(0);
    for (const uuid of outfit?.items ?? []) expect(owned.map((o) => o.uuid)).toContain(uuid);
  });

  it('fills the forums: a category of three pages with pinned threads, a long thread, a locked one', () => {
    const byCategory = db.forumCategories
      .all()
      .map((c) => db.threads.findMany((q) => q.where({ category_id: c.id })));
    const big = byCategory.find((threads) => threads.length > 45);
    expect(big?.some((thread) => thread.pinned === 1)).toBe(true);
    const longThread = db.threads
      .all()
      .find((thread) => db.replies.findMany((q) => q.where({ thread_id: thread.id })).length > 45);
    expect(longThread).toBeDefined();
    const replyIds = db.replies
      .findMany((q) => q.where({ thread_id: longThread!.id }))
      .map((r) => r.id);
    expect(
      db.comments.findMany((q) => q.where({ reply_id: (id) => replyIds.includes(id) })).length,
    ).toBeGreaterThan(0);
    expect(db.threads.findMany((q) => q.where({ locked: 1 })).length).toBeGreaterThan(0);
  });

  it('follows the contract: bare slots empty, no community category, edits open one hour', () => {
    const characterCode = new RegExp(contract.components.schemas.CharacterCode.pattern);
    for (const { character_code } of db.accounts.all()) {
      expect(character_code).toMatch(characterCode);
      expect(character_code.split(',').slice(3)).not.toContain('0');
    }
    expect(db.forumCategories.findMany((q) => q.where({ official: 0 }))).toEqual([]);
    for (const thread of db.threads.all()) {
      expect(thread.edit_expires - thread.created_at).toBe(3600);
    }
  });
});
