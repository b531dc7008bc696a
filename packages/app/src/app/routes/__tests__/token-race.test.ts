// Twenty protected requests in flight while the access token expires: the real client against the
// real mock backend (msw/node, its clock) refreshes once, replays all twenty and keeps the session.
import { createApiClient, createMemoryTokenStore } from '@endless/client';
import { clock, server } from '@endless/mock-server/node';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { env } from '../../../config/env';
import { persona } from '../../../testing/session';

/** Access tokens live 15 minutes on the mock (its README); a minute more is safely past it. */
const PAST_ACCESS_TOKEN_LIFETIME_MS = 16 * 60 * 1000;

afterEach(() => {
  clock.useRealTime();
});

describe('an access token expiring under 20 concurrent requests', () => {
  it('refreshes once, completes every request and keeps the session', async () => {
    const tokenStore = createMemoryTokenStore();
    const onSignedOut = vi.fn();
    const client = createApiClient({ baseUrl: env.apiUrl, tokenStore, onSignedOut });

    const { username, password } = persona('member');
    const { data: login } = await client.POST('/OAuth2/authorize', {
      body: { username, password, remember: false },
    });
    if (!login) throw new Error('login answered without tokens');
    tokenStore.set(login.tokens);
    const signedIn = login.tokens;

    const refreshes: string[] = [];
    const unauthorized: string[] = [];
    const onRequest = ({ request }: { request: Request }) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/OAuth2/authorize') {
        refreshes.push(request.url);
      }
    };
    const onResponse = ({ request, response }: { request: Request; response: Response }) => {
      if (response.status === 401) unauthorized.push(new URL(request.url).pathname);
    };
    server.events.on('request:start', onRequest);
    server.events.on('response:mocked', onResponse);

    try {
      clock.advance(PAST_ACCESS_TOKEN_LIFETIME_MS);

      // Twenty different protected reads (the client de-duplicates identical ones).
      const inventoryCategories = [0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15] as const;
      const requests: Promise<{ data?: { status: number } }>[] = [
        client.GET('/account/sync'),
        client.GET('/account/data/settings'),
        client.GET('/account/data/verification'),
        client.GET('/main/data/dashboard'),
        client.GET('/main/data/users/relations'),
        client.GET('/character/data/character'),
        ...inventoryCategories.map((category) =>
          client.GET('/character/data/inventory', { params: { query: { category } } }),
        ),
      ];
      expect(requests).toHaveLength(20);

      // Every request rejects on failure (the errors middleware throws), so allSettled names them.
      const results = await Promise.allSettled(requests);
      const failures = results.flatMap((result, index) =>
        result.status === 'rejected' ? [`#${index}: ${String(result.reason)}`] : [],
      );
      expect(failures).toEqual([]);
      for (const result of results) {
        expect(result.status === 'fulfilled' && result.value.data?.status).toBe(200);
      }

      // The expired token was refused (at least once), refreshed exactly once, and all replayed.
      expect(unauthorized.length).toBeGreaterThan(0);
      expect(refreshes).toHaveLength(1);
      expect(onSignedOut).not.toHaveBeenCalled();
      const current = tokenStore.get();
      expect(current).not.toBeNull();
      expect(current?.access_token).not.toBe(signedIn.access_token);
      expect(current?.refresh_token).not.toBe(signedIn.refresh_token);

      // The rotated pair is live: a later request goes straight through without another refresh.
      await expect(client.GET('/account/sync')).resolves.toMatchObject({ data: { status: 200 } });
      expect(refreshes).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', onRequest);
      server.events.removeListener('response:mocked', onResponse);
    }
  });
});
