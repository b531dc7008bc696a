import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { newTokens, oldTokens, testClient, url, startTestServer } from '../../test/server';
import { ApiError } from '../errors';

const server = startTestServer();

const unauthorized = () =>
  HttpResponse.json(
    { status: 401, error_code: 'AU1001', error_code_text: 'Access Token Invalid or Expired' },
    { status: 401 },
  );

/** `PUT /OAuth2/authorize` that rotates old → new, counting calls and recording bodies. */
function refreshEndpoint(
  answer: () => Response = () => HttpResponse.json({ status: 200, tokens: newTokens }),
) {
  const bodies: unknown[] = [];
  server.use(
    http.put(url('/OAuth2/authorize'), async ({ request }) => {
      bodies.push(await request.json());
      // Let the other 401s arrive while the refresh is in flight.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return answer();
    }),
  );
  return bodies;
}

/** A protected endpoint that only accepts the new token, recording what each call carried. */
function friendRequestEndpoint() {
  const calls: { authorization: string | null; body: unknown }[] = [];
  server.use(
    http.post(url('/main/friends/request'), async ({ request }) => {
      const body = (await request.json()) as { user_id: number };
      calls.push({ authorization: request.headers.get('Authorization'), body });
      if (request.headers.get('Authorization') !== `Bearer ${newTokens.access_token}`) {
        return unauthorized();
      }
      return HttpResponse.json({ status: 200, user_id: body.user_id, friend_state: 1 });
    }),
  );
  return calls;
}

describe('refresh middleware', () => {
  it('shares one refresh between 10 concurrent 401s and replays each once', async () => {
    const refreshBodies = refreshEndpoint();
    const calls = friendRequestEndpoint();
    const { client, tokenStore } = testClient();

    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        client.POST('/main/friends/request', { body: { user_id: index + 1 } }),
      ),
    );

    expect(refreshBodies).toEqual([oldTokens]);
    expect(results.map(({ data }) => data?.user_id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(calls).toHaveLength(20);
    expect(tokenStore.get()).toEqual(newTokens);
  });

  it('replays the request with the new token and the original body', async () => {
    refreshEndpoint();
    const calls = friendRequestEndpoint();
    const { client } = testClient();

    await client.POST('/main/friends/request', { body: { user_id: 42 } });

    expect(calls).toEqual([
      { authorization: 'Bearer at_old', body: { user_id: 42 } },
      { authorization: 'Bearer at_new', body: { user_id: 42 } },
    ]);
  });

  it('signs out exactly once and clears the store when the refresh is refused', async () => {
    const refreshBodies = refreshEndpoint(() =>
      HttpResponse.json(
        { status: 401, error_code: 'AU1004', error_code_text: 'Refresh Token Invalid or Expired' },
        { status: 401 },
      ),
    );
    const calls = friendRequestEndpoint();
    const { client, tokenStore, signedOutCalls } = testClient();

    const results = await Promise.allSettled(
      Array.from({ length: 5 }, (_, index) =>
        client.POST('/main/friends/request', { body: { user_id: index + 1 } }),
      ),
    );

    expect(refreshBodies).toHaveLength(1);
    expect(signedOutCalls()).toBe(1);
    expect(tokenStore.get()).toBeNull();
    expect(calls).toHaveLength(5);
    for (const result of results) {
      expect(result.status).toBe('rejected');
      expect(result.status === 'rejected' && result.reason).toMatchObject({
        status: 401,
        code: 'AU1001',
      });
    }
  });

  it('keeps the tokens when the refresh gets no answer', async () => {
    refreshEndpoint(() => HttpResponse.error());
    friendRequestEndpoint();
    const { client, tokenStore, signedOutCalls } = testClient();

    const failure = client.POST('/main/friends/request', { body: { user_id: 1 } });

    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 0, code: 'EX4000' });
    expect(signedOutCalls()).toBe(0);
    expect(tokenStore.get()).toEqual(oldTokens);
  });

  it('does not refresh a 401 to a request sent without a token', async () => {
    const refreshBodies = refreshEndpoint();
    friendRequestEndpoint();
    const { client } = testClient(null);

    await expect(
      client.POST('/main/friends/request', { body: { user_id: 1 } }),
    ).rejects.toMatchObject({ status: 401, code: 'AU1001' });
    expect(refreshBodies).toEqual([]);
  });

  it('replays only once: a fresh token refused again signs out', async () => {
    const refreshBodies = refreshEndpoint();
    const sent: (string | null)[] = [];
    server.use(
      http.get(url('/account/sync'), ({ request }) => {
        sent.push(request.headers.get('Authorization'));
        return unauthorized();
      }),
    );
    const { client, tokenStore, signedOutCalls } = testClient();

    await expect(client.GET('/account/sync')).rejects.toMatchObject({ code: 'AU1001' });
    expect(sent).toEqual(['Bearer at_old', 'Bearer at_new']);
    expect(refreshBodies).toHaveLength(1);
    expect(signedOutCalls()).toBe(1);
    expect(tokenStore.get()).toBeNull();
  });

  it('leaves a sign-in made during the refresh alone when the old pair is renewed', async () => {
    const nextSignIn = { access_token: 'at_next', refresh_token: 'rt_next' };
    const { client, tokenStore, signedOutCalls } = testClient();
    refreshEndpoint(() => {
      // Someone else signs in while the old pair's refresh is on its way back.
      tokenStore.set(nextSignIn, { remember: false });
      return HttpResponse.json({ status: 200, tokens: newTokens });
    });
    const calls = friendRequestEndpoint();

    await expect(
      client.POST('/main/friends/request', { body: { user_id: 1 } }),
    ).rejects.toMatchObject({ status: 401 });

    expect(tokenStore.get()).toEqual(nextSignIn);
    // The old identity's request is not replayed under anyone's token.
    expect(calls).toHaveLength(1);
    expect(signedOutCalls()).toBe(0);
  });

  it('leaves a sign-in made during the refresh alone when the old pair is refused', async () => {
    const nextSignIn = { access_token: 'at_next', refresh_token: 'rt_next' };
    const { client, tokenStore, signedOutCalls } = testClient();
    refreshEndpoint(() => {
      tokenStore.set(nextSignIn, { remember: false });
      return HttpResponse.json(
        { status: 401, error_code: 'AU1004', error_code_text: 'Refresh Token Invalid or Expired' },
        { status: 401 },
      );
    });
    friendRequestEndpoint();

    await expect(
      client.POST('/main/friends/request', { body: { user_id: 1 } }),
    ).rejects.toMatchObject({ status: 401 });

    expect(tokenStore.get()).toEqual(nextSignIn);
    expect(signedOutCalls()).toBe(0);
  });
});
