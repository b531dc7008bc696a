import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { Agent, request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractValidator, formatViolation } from '../src/contract/validator.ts';
import { db, type Account } from '../src/db/index.ts';
import { startStandaloneServer, type StandaloneServer } from '../src/runtimes/standalone.ts';

/**
 * Concurrency invariants of the standalone mock (issue 24, part 1): many requests in flight at once
 * over real HTTP, against a server that keeps its data in a file (so every answer also waits for the
 * disk, as in `pnpm mock`). The rows are read back from the server's own database (same process).
 * Every response is checked against the contract.
 */
describe('standalone server under concurrent requests', () => {
  let server: StandaloneServer;
  let folder: string;
  const validator = contractValidator();
  const violations: string[] = [];

  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'endless-concurrency-'));
    server = await startStandaloneServer({
      port: 0,
      dataFile: join(folder, 'db.json'),
      reset: true,
    });
  });
  afterAll(async () => {
    await server?.close();
    await rm(folder, { recursive: true, force: true });
  });

  interface Answer {
    status: number;
    body: Record<string, unknown> & { error_code?: string };
  }

  // Keep-alive sockets opened before each burst (`warm`), so the requests of a burst are written on
  // open connections in one go and reach the server together, not one connection setup apart.
  const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
  afterAll(() => agent.destroy());

  async function call(
    method: string,
    path: string,
    { body, token }: { body?: unknown; token?: string } = {},
  ): Promise<Answer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const { status, contentType, text } = await new Promise<{
      status: number;
      contentType: string | null;
      text: string;
    }>((resolve, reject) => {
      const request = httpRequest(
        `${server.url}${path}`,
        {
          method,
          agent,
          headers: {
            ...(payload === undefined
              ? {}
              : {
                  'content-type': 'application/json',
                  'content-length': Buffer.byteLength(payload),
                }),
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({
              status: response.statusCode ?? 0,
              contentType: response.headers['content-type'] ?? null,
              text: Buffer.concat(chunks).toString('utf8'),
            }),
          );
          response.on('error', reject);
        },
      );
      request.on('error', reject);
      request.end(payload);
    });
    const violation = validator.check({
      method,
      path: new URL(path, server.url).pathname,
      status,
      contentType,
      body: text,
    });
    if (violation) violations.push(formatViolation(violation));
    return { status, body: JSON.parse(text) as Answer['body'] };
  }

  /** Opens `count` keep-alive connections (concurrent pings) for the next burst to use. */
  async function warm(count: number): Promise<void> {
    await Promise.all(Array.from({ length: count }, () => call('GET', '/ping')));
  }

  async function login(account: Pick<Account, 'username' | 'password'>) {
    const answer = await call('POST', '/OAuth2/authorize', {
      body: { username: account.username, password: account.password, remember: false },
    });
    expect(answer).toMatchObject({ status: 200 });
    return answer.body.tokens as { access_token: string; refresh_token: string };
  }

  /** Generated (not persona) accounts in good standing, none of them used by another test. */
  const taken = new Set<number>();
  function freshAccounts(count: number, fits: (account: Account) => boolean = () => true) {
    const found = db.accounts
      .findMany((q) => q.where({ account_state: 1, privacy_mode: 0 }))
      .filter((account) => account.id > 9 && !taken.has(account.id) && fits(account))
      .slice(0, count);
    expect(found).toHaveLength(count);
    for (const account of found) taken.add(account.id);
    return found;
  }

  const statuses = (answers: Answer[]) =>
    answers.map((a) => `${a.status}${a.body.error_code ? ` ${a.body.error_code}` : ''}`).sort();

  it('50 purchases at once with nodes for exactly k: k succeed, no negative balance, no duplicate', async () => {
    const k = 5;
    const price = 100;
    const [buyer] = freshAccounts(1);
    const owned = new Set(
      db.ownerships.findMany((q) => q.where({ account_id: buyer!.id })).map((o) => o.listing_id),
    );
    const forSale = db.listings
      .findMany((q) => q.where({ listing_forsale: 1, listing_unique: 0, forsale_expire: null }))
      .filter((listing) => !owned.has(listing.id))
      .slice(0, 25);
    expect(forSale).toHaveLength(25);
    for (const listing of forSale) {
      await db.listings.update((q) => q.where({ id: listing.id }), {
        data: (draft) => void (draft.listing_cost = price),
      });
    }
    await db.accounts.update((q) => q.where({ id: buyer!.id }), {
      data: (draft) => void (draft.nodes = k * price),
    });
    const { access_token: token } = await login(buyer!);

    // Each of 25 listings twice: 50 purchases in flight together.
    await warm(50);
    const answers = await Promise.all(
      [...forSale, ...forSale].map((listing) =>
        call('POST', '/marketplace/purchase', { token, body: { uuid: listing.uuid } }),
      ),
    );

    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(k);
    const balances = won.map((a) => (a.body.data as { nodes: number }).nodes).sort((a, b) => a - b);
    expect(balances).toEqual([0, 100, 200, 300, 400]);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      // Not enough nodes, or the twin request already bought it: the contract's codes.
      expect([
        [402, 'MP1005'],
        [409, 'MP1004'],
      ]).toContainEqual([lost.status, lost.body.error_code]);
    }
    expect(db.accounts.findFirst((q) => q.where({ id: buyer!.id }))?.nodes).toBe(0);
    const bought = db.ownerships
      .findMany((q) => q.where({ account_id: buyer!.id }))
      .filter((o) => !owned.has(o.listing_id));
    expect(bought).toHaveLength(k);
    expect(new Set(bought.map((o) => o.listing_id)).size).toBe(k);
    const ids = db.ownerships.all().map((o) => o.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(violations).toEqual([]);
  });

  it('A→B and B→A friend requests at once: one request row; two accepts at once: one friendship', async () => {
    const [a, b] = freshAccounts(2, (account) => account.privacy_friend === 2);
    const pairRows = () => ({
      requests: db.friendRequests
        .all()
        .filter(
          (r) =>
            (r.from_id === a!.id && r.to_id === b!.id) ||
            (r.from_id === b!.id && r.to_id === a!.id),
        ),
      friendships: db.friendships
        .all()
        .filter(
          (f) =>
            (f.user_a === a!.id && f.user_b === b!.id) ||
            (f.user_a === b!.id && f.user_b === a!.id),
        ),
    });
    expect(pairRows()).toEqual({ requests: [], friendships: [] });
    const [tokenA, tokenB] = await Promise.all([login(a!), login(b!)]);

    await warm(2);
    const sent = await Promise.all([
      call('POST', '/main/friends/request', {
        token: tokenA.access_token,
        body: { user_id: b!.id },
      }),
      call('POST', '/main/friends/request', {
        token: tokenB.access_token,
        body: { user_id: a!.id },
      }),
    ]);
    // The contract: AC1016 when "a request is already pending either way".
    expect(statuses(sent)).toEqual(['200', '409 AC1016']);
    const { requests } = pairRows();
    expect(requests).toHaveLength(1);
    const receiver = requests[0]!.to_id === a!.id ? tokenA : tokenB;
    const sender = requests[0]!.from_id;

    await warm(2);
    const accepted = await Promise.all(
      [1, 2].map(() =>
        call('PUT', '/main/friends/request', {
          token: receiver.access_token,
          body: { user_id: sender },
        }),
      ),
    );
    expect(statuses(accepted)).toEqual(['200', '409 AC1016']);
    const after = pairRows();
    expect(after.requests).toEqual([]);
    expect(after.friendships).toHaveLength(1);
    expect(violations).toEqual([]);
  });

  it('30 replies to one thread at once: 30 stored, distinct ids, counts and last page right', async () => {
    const thread = db.threads
      .findMany((q) => q.where({ locked: 0 }))
      .find((t) =>
        db.forumCategories.findFirst((q) => q.where({ id: t.category_id, official: 1 })),
      );
    expect(thread).toBeDefined();
    const [author] = freshAccounts(1);
    const { access_token: token } = await login(author!);
    const before = await call(
      'GET',
      `/forums/data/official/thread?thread_id=${thread!.id}&paginate=1`,
    );
    const countBefore = before.body.reply_count as number;

    await warm(30);
    const created = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        call('POST', '/forums/create', {
          token,
          body: {
            category_id: thread!.category_id,
            thread_id: thread!.id,
            content: `Concurrent reply number ${i} says hello`,
          },
        }),
      ),
    );
    expect(created.map((a) => a.status)).toEqual(Array(30).fill(201));
    const ids = created.map((a) => a.body.id as number);
    expect(new Set(ids).size).toBe(30);
    const allIds = db.replies.all().map((r) => r.id);
    expect(new Set(allIds).size).toBe(allIds.length);

    // Read every page: each new reply exactly once, the total as announced, the last page full.
    const first = await call(
      'GET',
      `/forums/data/official/thread?thread_id=${thread!.id}&paginate=1`,
    );
    expect(first.body.reply_count).toBe(countBefore + 30);
    const { page_size: size, total_elements: total } = first.body.pagination as {
      page_size: number;
      total_elements: number;
    };
    expect(total).toBe(countBefore + 30);
    const lastPage = Math.ceil(total / size);
    const seen: number[] = [];
    for (let page = 1; page <= lastPage; page++) {
      const answer = await call(
        'GET',
        `/forums/data/official/thread?thread_id=${thread!.id}&paginate=${page}`,
      );
      const shown = answer.body.replies as { reply_id: number }[];
      expect(shown).toHaveLength(page < lastPage ? size : total - size * (lastPage - 1));
      seen.push(...shown.map((r) => r.reply_id));
    }
    expect(new Set(seen).size).toBe(total);
    expect(seen).toEqual(expect.arrayContaining(ids));
    expect(violations).toEqual([]);
  });

  it('the same refresh token twice at once: one new pair, the other 401 AU1004', async () => {
    const [account] = freshAccounts(1);
    const tokens = await login(account!);
    const sessionsBefore = db.sessions.findMany((q) => q.where({ account_id: account!.id })).length;
    await warm(2);
    const answers = await Promise.all(
      [1, 2].map(() => call('PUT', '/OAuth2/authorize', { body: tokens })),
    );
    expect(statuses(answers)).toEqual(['200', '401 AU1004']);
    const fresh = answers.find((a) => a.status === 200)!.body.tokens as typeof tokens;
    const sessions = db.sessions.findMany((q) => q.where({ account_id: account!.id }));
    expect(sessions).toHaveLength(sessionsBefore);
    expect(sessions.map((s) => s.refresh_token)).toContain(fresh.refresh_token);
    expect(sessions.map((s) => s.refresh_token)).not.toContain(tokens.refresh_token);
    expect((await call('GET', '/account/sync', { token: fresh.access_token })).status).toBe(200);
    expect((await call('GET', '/account/sync', { token: tokens.access_token })).status).toBe(401);
    expect(violations).toEqual([]);
  });

  it('a username resubmission racing a registration of the same name: one wins, the other AU1026', async () => {
    const renamed = db.accounts.findFirst((q) => q.where({ username: 'renamed' }))!;
    const { access_token: token } = await login(renamed);
    const name = 'racingname';
    await warm(2);
    const answers = await Promise.all([
      call('PATCH', '/accountability/username', { token, body: { username: name } }),
      call('POST', '/register/user', {
        body: {
          dob: '1/2/1990',
          email: 'racer.one@example.com',
          username: name,
          password: 'Racing-pass-1',
        },
      }),
    ]);
    expect(statuses(answers)).toEqual(['200', '400 AU1026']);
    const holders = db.accounts.all().filter((a) => a.username.toLowerCase() === name);
    expect(holders).toHaveLength(1);
    expect(violations).toEqual([]);
  });

  it('an e-mail change racing a registration with that address: one wins, the other AU1027', async () => {
    for (const round of [1, 2, 3]) {
      const [account] = freshAccounts(1);
      const { access_token: token } = await login(account!);
      const step1 = await call('POST', '/account/security/email/validate', {
        token,
        body: { email: account!.email },
      });
      expect(step1.status).toBe(200);
      const email = `contested.${round}@example.com`;
      await warm(2);
      const answers = await Promise.all([
        call('PUT', '/account/security/email', {
          token,
          body: { email, token: step1.body.email_token },
        }),
        call('POST', '/register/user', {
          body: {
            dob: '1/2/1990',
            email,
            username: `contester${round}`,
            password: 'Racing-pass-1',
          },
        }),
      ]);
      expect(statuses(answers)).toEqual(['200', '400 AU1027']);
      // The address belongs to one account, as its e-mail or as the change waiting for verification.
      const users = db.accounts.all().filter((a) => a.email === email || a.pending_email === email);
      expect(users).toHaveLength(1);
    }
    expect(violations).toEqual([]);
  });
});
