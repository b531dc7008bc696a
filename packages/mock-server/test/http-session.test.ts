import type { components } from '@endless/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractValidator, formatViolation } from '../src/contract/validator.ts';
import { startStandaloneServer, type StandaloneServer } from '../src/runtimes/standalone.ts';

type Schemas = components['schemas'];

/**
 * A scripted session against the standalone server over plain HTTP (no MSW in this process's
 * fetch): the same steps a user would take, each response checked against the contract.
 */
describe('plain-HTTP session against the standalone server', () => {
  let server: StandaloneServer;
  const validator = contractValidator();

  beforeAll(async () => {
    // Port 0: a free port on 127.0.0.1; no data file, so nothing outlives the test.
    server = await startStandaloneServer({ port: 0, dataFile: null, reset: true });
  });
  afterAll(() => server?.close());

  /** One request; fails the test at once when the response breaks the contract. */
  async function call<T>(
    method: string,
    path: string,
    { body, token }: { body?: unknown; token?: string } = {},
  ): Promise<{ status: number; body: T }> {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    const violation = validator.check({
      method,
      path: new URL(response.url).pathname,
      status: response.status,
      contentType: response.headers.get('content-type'),
      body: text,
    });
    expect(violation && formatViolation(violation), `${method} ${path}`).toBe(null);
    return { status: response.status, body: JSON.parse(text) as T };
  }

  const logIn = async (username: string, password = `${username}-pass`) => {
    const { status, body } = await call<Schemas['TokensResponse']>('POST', '/OAuth2/authorize', {
      body: { username, password, remember: false },
    });
    expect(status).toBe(200);
    return body.tokens.access_token;
  };

  it('registers, logs in, syncs, searches, befriends, buys and posts', async () => {
    const username = 'http_session';
    const password = 'Correct-Horse-42';
    const registered = await call('POST', '/register/user', {
      body: { dob: '04/12/1990', email: 'http.session@example.test', username, password },
    });
    expect(registered.status).toBe(200);

    const token = await logIn(username, password);
    const sync = await call<Schemas['SyncResponse']>('GET', '/account/sync', { token });
    expect(sync.status).toBe(200);
    expect(sync.body).toMatchObject({ username });

    const search = await call<Schemas['UserSearchResponse']>('GET', '/main/data/users?query=back', {
      token,
    });
    expect(search.status).toBe(200);
    const backer = search.body.results.find((user) => user.username === 'backer');
    expect(backer).toBeDefined();

    // staff asks backer; backer accepts.
    const staff = await logIn('staff');
    const staffId = (
      await call<Schemas['UserSearchResponse']>('GET', '/main/data/users?query=staff', { token })
    ).body.results.find((user) => user.username === 'staff')?.user_id;
    expect(staffId).toBeDefined();
    const asked = await call('POST', '/main/friends/request', {
      token: staff,
      body: { user_id: backer?.user_id },
    });
    expect(asked.status).toBe(200);
    const backerToken = await logIn('backer');
    const accepted = await call('PUT', '/main/friends/request', {
      token: backerToken,
      body: { user_id: staffId },
    });
    expect(accepted.status).toBe(200);
    const profile = await call<Schemas['ProfileResponse']>(
      'GET',
      `/main/data/user?user_id=${backer?.user_id}`,
      { token: staff },
    );
    // FriendState 3: friends.
    expect(profile.body).toMatchObject({ status: 200, friend_state: 3 });

    // member buys the first listing for sale that it can afford and does not own.
    const member = await logIn('member');
    const listings = await call<Schemas['SearchListingsResponse']>(
      'GET',
      '/marketplace/data/search?list=0&page=1',
      { token: member },
    );
    let bought: Schemas['Listing'] | undefined;
    for (const listing of listings.body.results) {
      if (listing.listing_forsale !== 1 || listing.listing_cost > 12_500) continue;
      const detail = await call<Schemas['ListingDetailResponse']>(
        'GET',
        `/marketplace/data/listing?listing_id=${listing.id}`,
        { token: member },
      );
      if (detail.body.alreadyOwned) continue;
      const purchase = await call<Schemas['PurchaseResponse']>('POST', '/marketplace/purchase', {
        token: member,
        body: { uuid: listing.uuid },
      });
      expect(purchase.status).toBe(200);
      bought = listing;
      break;
    }
    expect(bought, 'a listing member could buy').toBeDefined();

    const categories = await call<Schemas['CategoriesResponse']>('GET', '/forums/data/categories', {
      token: member,
    });
    const general = categories.body.o_categories.find((c) => c.name === 'General Discussion');
    const posted = await call<Schemas['CreatePostResponse']>('POST', '/forums/create', {
      token: member,
      body: {
        category_id: general?.id,
        title: 'Hello over plain HTTP',
        content: 'Posted by the scripted session of the mock server tests.',
      },
    });
    expect(posted.status).toBe(201);
    // Some 20 requests over real HTTP: generous for a loaded machine.
  }, 30_000);
});
