import type { ApiClient } from './fetch-client';
import type { Tokens } from './generated/api';

export type { Tokens };

export interface TokenStoreSetOptions {
  /**
   * A new sign-in (login, registration): keep the tokens for 30 days (true) or for the browser
   * session (false). Omitted (a refresh replacing the pair), the sign-in and its choice are kept.
   */
  remember?: boolean;
}

/** Where the signed-in account's token pair lives between requests. */
export interface TokenStore {
  get(): Tokens | null;
  set(tokens: Tokens, options?: TokenStoreSetOptions): void;
  clear(): void;
}

/** 30 days, the life of a remembered sign-in. */
export const REMEMBER_MAX_AGE_SECONDS = 2_592_000;

/** A token store that also tells sign-ins apart, so a new identity is noticed. */
export interface SignInTokenStore extends TokenStore {
  /**
   * An id of the current sign-in, made anew by each login or registration and kept by refreshes;
   * null when signed out. Another tab's sign-in changes it, its refresh does not.
   */
  signInId(): string | null;
}

export interface CookieTokenStoreOptions {
  accessCookie: string;
  refreshCookie: string;
  /** The document whose cookies hold the tokens; `globalThis.document` by default. */
  document?: Pick<Document, 'cookie'>;
  /** The page's protocol, which decides `Secure` ({@link cookieAttributes}); the page's by default. */
  protocol?: string;
}

/**
 * The attributes of every first-party cookie: `Path=/; SameSite=Strict`, and `Secure` whenever the
 * page is served over https. Over plain http (only the dev and demo servers on loopback) `Secure`
 * is left out: WebKit drops a Secure cookie set from an http page, even on 127.0.0.1, so a sign-in
 * there would answer 200 and keep no session. Chromium and Firefox accept it on loopback.
 */
export function cookieAttributes(protocol = globalThis.location?.protocol): string {
  return protocol === 'http:' ? 'Path=/; SameSite=Strict' : 'Path=/; Secure; SameSite=Strict';
}

/** Tokens issued before sign-in ids existed: one sign-in, whatever it was. */
const UNNAMED_SIGN_IN = 'unnamed';

/**
 * Tokens in two first-party cookies ({@link cookieAttributes}), persistent for 30 days when
 * remembered and session cookies otherwise. A third cookie, `<refreshCookie>_remember`, records the
 * choice so a refresh after a reload keeps the pair for as long as the user asked; a fourth,
 * `<refreshCookie>_sign_in`, names the sign-in the pair belongs to.
 */
export function createCookieTokenStore({
  accessCookie,
  refreshCookie,
  document = globalThis.document,
  protocol,
}: CookieTokenStoreOptions): SignInTokenStore {
  const attributes = cookieAttributes(protocol);
  const rememberCookie = `${refreshCookie}_remember`;
  const signInCookie = `${refreshCookie}_sign_in`;
  // Each read of document.cookie is a synchronous call into the browser: once per lookup.
  const read = (name: string, cookies = document.cookie): string | null => {
    for (const pair of cookies.split('; ')) {
      const separator = pair.indexOf('=');
      if (separator > 0 && pair.slice(0, separator) === name) {
        return decodeURIComponent(pair.slice(separator + 1));
      }
    }
    return null;
  };
  const write = (name: string, value: string, maxAge?: number) => {
    const lifetime = maxAge === undefined ? '' : `; Max-Age=${maxAge}`;
    document.cookie = `${name}=${encodeURIComponent(value)}; ${attributes}${lifetime}`;
  };

  const tokensIn = (cookies: string): Tokens | null => {
    const access = read(accessCookie, cookies);
    const refresh = read(refreshCookie, cookies);
    return access && refresh ? { access_token: access, refresh_token: refresh } : null;
  };
  const get = () => tokensIn(document.cookie);

  return {
    get,
    set(tokens, options = {}) {
      const newSignIn = options.remember !== undefined;
      const remember = options.remember ?? read(rememberCookie) === '1';
      const signIn = newSignIn ? crypto.randomUUID() : (read(signInCookie) ?? UNNAMED_SIGN_IN);
      const maxAge = remember ? REMEMBER_MAX_AGE_SECONDS : undefined;
      write(accessCookie, tokens.access_token, maxAge);
      write(refreshCookie, tokens.refresh_token, maxAge);
      write(rememberCookie, remember ? '1' : '0', maxAge);
      write(signInCookie, signIn, maxAge);
    },
    clear() {
      for (const name of [accessCookie, refreshCookie, rememberCookie, signInCookie]) {
        write(name, '', 0);
      }
    },
    signInId() {
      const cookies = document.cookie;
      return tokensIn(cookies) ? (read(signInCookie, cookies) ?? UNNAMED_SIGN_IN) : null;
    },
  };
}

/** Tokens in memory only: for tests, Node scripts and the mock backend's own clients. */
export function createMemoryTokenStore(initial: Tokens | null = null): TokenStore {
  let tokens = initial;
  return {
    get: () => tokens,
    set: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}

/**
 * Signs out: forgets the tokens first (so nothing else goes out signed in), then asks the server to
 * revoke them. The server's answer does not matter; the local sign-out has already happened.
 */
export async function logout(client: ApiClient, store: TokenStore): Promise<void> {
  const tokens = store.get();
  store.clear();
  if (!tokens) return;
  try {
    await client.DELETE('/OAuth2/authorize', {
      body: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token },
    });
  } catch {
    // Revocation is best effort: the tokens are already gone from this browser.
  }
}
