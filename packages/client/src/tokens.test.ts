import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { newTokens, oldTokens, testClient, url, startTestServer } from '../test/server';
import { createCookieTokenStore, logout } from './tokens';

const server = startTestServer();

/** A document whose cookie jar honours Max-Age=0 and records every Set-Cookie string. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const writes: string[] = [];
  return {
    writes,
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(header: string) {
      writes.push(header);
      const [pair = '', ...attributes] = header.split('; ');
      const [name = '', value = ''] = pair.split('=');
      if (attributes.includes('Max-Age=0')) jar.delete(name);
      else jar.set(name, value);
    },
  };
}

const cookieStore = (document = fakeDocument()) => ({
  document,
  store: createCookieTokenStore({ accessCookie: 'at', refreshCookie: 'rt', document }),
});

describe('cookie token store', () => {
  it('keeps remembered tokens for 30 days in Secure, SameSite=Strict cookies', () => {
    const { document, store } = cookieStore();

    store.set(oldTokens, { remember: true });

    expect(document.writes.slice(0, 2)).toEqual([
      'at=at_old; Path=/; Secure; SameSite=Strict; Max-Age=2592000',
      'rt=rt_old; Path=/; Secure; SameSite=Strict; Max-Age=2592000',
    ]);
    expect(store.get()).toEqual(oldTokens);
  });

  it('leaves Secure out on a plain-http page (WebKit drops Secure cookies there, loopback too)', () => {
    const document = fakeDocument();
    const store = createCookieTokenStore({
      accessCookie: 'at',
      refreshCookie: 'rt',
      document,
      protocol: 'http:',
    });

    store.set(oldTokens, { remember: true });

    expect(document.writes.slice(0, 2)).toEqual([
      'at=at_old; Path=/; SameSite=Strict; Max-Age=2592000',
      'rt=rt_old; Path=/; SameSite=Strict; Max-Age=2592000',
    ]);
    expect(store.get()).toEqual(oldTokens);
  });

  it('keeps unremembered tokens in session cookies', () => {
    const { document, store } = cookieStore();

    store.set(oldTokens, { remember: false });

    expect(document.writes.slice(0, 2)).toEqual([
      'at=at_old; Path=/; Secure; SameSite=Strict',
      'rt=rt_old; Path=/; Secure; SameSite=Strict',
    ]);
  });

  it('keeps the remember choice when a refresh replaces the pair', () => {
    const document = fakeDocument();
    cookieStore(document).store.set(oldTokens, { remember: true });
    document.writes.length = 0;

    // A new store over the same cookies: the page was reloaded before the refresh.
    cookieStore(document).store.set(newTokens);

    expect(document.writes[0]).toBe('at=at_new; Path=/; Secure; SameSite=Strict; Max-Age=2592000');
  });

  it('names each sign-in anew and keeps the name through refreshes', () => {
    const document = fakeDocument();
    const { store } = cookieStore(document);
    expect(store.signInId()).toBeNull();

    store.set(oldTokens, { remember: false });
    const first = store.signInId();
    // Another tab's refresh: a store over the same cookies replaces the pair.
    cookieStore(document).store.set(newTokens);
    expect(store.signInId()).toBe(first);

    store.set(oldTokens, { remember: false });
    expect(store.signInId()).not.toBe(first);
    expect(store.signInId()).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('has no sign-in once the token cookies are gone, whatever is left', () => {
    const document = fakeDocument();
    const { store } = cookieStore(document);
    store.set(oldTokens, { remember: true });

    // The browser dropped the access cookie (expired, cleared by hand).
    document.cookie = 'at=; Path=/; Max-Age=0';

    expect(store.signInId()).toBeNull();
  });

  it('clears every cookie it wrote', () => {
    const { document, store } = cookieStore();
    store.set(oldTokens, { remember: true });

    store.clear();

    expect(store.get()).toBeNull();
    expect(document.cookie).toBe('');
  });
});

describe('logout', () => {
  it('revokes the tokens and clears the store', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.delete(url('/OAuth2/authorize'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ status: 200 });
      }),
    );
    const { client, tokenStore } = testClient();

    await logout(client, tokenStore);

    expect(bodies).toEqual([{ accessToken: 'at_old', refreshToken: 'rt_old' }]);
    expect(tokenStore.get()).toBeNull();
  });

  it.each([
    ['a server error', () => HttpResponse.json({ status: 500 }, { status: 500 })],
    ['no response', () => HttpResponse.error()],
  ])('clears the store even after %s', async (_case, answer) => {
    let called = false;
    server.use(
      http.delete(url('/OAuth2/authorize'), () => {
        called = true;
        return answer();
      }),
    );
    const { client, tokenStore } = testClient();

    await expect(logout(client, tokenStore)).resolves.toBeUndefined();

    expect(called).toBe(true);
    expect(tokenStore.get()).toBeNull();
  });
});
