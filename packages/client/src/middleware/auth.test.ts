import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { newTokens, testClient, url, startTestServer } from '../../test/server';
import { anonymousOperations, optionalAuthOperations } from '../generated/security';
import { isViewerIndependent } from './auth';

const server = startTestServer();

function recordAuthorization(method: 'get' | 'post', path: string, body: object) {
  const seen: (string | null)[] = [];
  server.use(
    http[method](url(path), ({ request }) => {
      seen.push(request.headers.get('Authorization'));
      return HttpResponse.json(body);
    }),
  );
  return seen;
}

describe('auth middleware', () => {
  it('reads which operations are public from the contract', () => {
    expect(anonymousOperations.has('GET /ping')).toBe(true);
    expect(anonymousOperations.has('POST /OAuth2/authorize')).toBe(true);
    expect(anonymousOperations.has('GET /account/sync')).toBe(false);
    expect(optionalAuthOperations.has('GET /main/data/user')).toBe(true);
  });

  it('counts only operations that never see a token as the same for every viewer', () => {
    expect(isViewerIndependent('get', '/ping')).toBe(true);
    // Optional auth: a signed-in viewer gets their own answer (friend state, owned items).
    expect(isViewerIndependent('get', '/main/data/user')).toBe(false);
    expect(isViewerIndependent('get', '/marketplace/data/search')).toBe(false);
    expect(isViewerIndependent('get', '/account/data/settings')).toBe(false);
  });

  it('sends the bearer access token to a protected operation', async () => {
    const seen = recordAuthorization('get', '/account/sync', { status: 200 });
    const { client } = testClient();
    await client.GET('/account/sync');
    expect(seen).toEqual(['Bearer at_old']);
  });

  // Spec 01 §7: "Every request sends a bearer access token" (while one is held).
  it('sends the held token to public operations too', async () => {
    const ping = recordAuthorization('get', '/ping', { status: 200, api_version: '3.0.0' });
    const check = recordAuthorization('post', '/register/validate/email', { status: 200 });
    const { client } = testClient();
    await client.GET('/ping');
    await client.POST('/register/validate/email', { body: { email: 'a@b.example' } });
    expect([...ping, ...check]).toEqual(['Bearer at_old', 'Bearer at_old']);
  });

  it('sends it with the refresh call as well', async () => {
    const refresh: (string | null)[] = [];
    let syncs = 0;
    server.use(
      http.get(url('/account/sync'), () =>
        syncs++ === 0
          ? HttpResponse.json(
              { status: 401, error_code: 'AU1001', error_code_text: 'Unauthorized' },
              { status: 401 },
            )
          : HttpResponse.json({ status: 200 }),
      ),
      http.put(url('/OAuth2/authorize'), ({ request }) => {
        refresh.push(request.headers.get('Authorization'));
        return HttpResponse.json({ status: 200, tokens: newTokens });
      }),
    );
    await testClient().client.GET('/account/sync');
    expect(refresh).toEqual(['Bearer at_old']);
  });

  it('sends no token when none is held', async () => {
    const seen = recordAuthorization('get', '/ping', { status: 200, api_version: '3.0.0' });
    await testClient(null).client.GET('/ping');
    expect(seen).toEqual([null]);
  });

  it('sends the token to an optional-auth operation only when signed in', async () => {
    const seen = recordAuthorization('get', '/main/data/user', { status: 200 });
    await testClient().client.GET('/main/data/user', { params: { query: { user_id: 42 } } });
    await testClient(null).client.GET('/main/data/user', { params: { query: { user_id: 42 } } });
    expect(seen).toEqual(['Bearer at_old', null]);
  });
});
