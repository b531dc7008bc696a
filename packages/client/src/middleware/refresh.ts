import type { Middleware } from 'openapi-fetch';
import { fetchFailure, isApiError } from '../errors';
import type { Tokens, TokenStore } from '../tokens';

export interface RefreshOptions {
  tokenStore: TokenStore;
  /** Called once when the server refuses to refresh: the tokens are gone, the user is signed out. */
  onSignedOut: () => void;
  /** `PUT /OAuth2/authorize`: resolves with the new pair or rejects with an ApiError. */
  refreshTokens: (tokens: Tokens) => Promise<Tokens>;
}

/**
 * On a 401 to a request that carried an access token: refresh both tokens and replay the request
 * once with the new access token. Concurrent 401s share one refresh; a 401 to a token that has
 * already been replaced is simply replayed with the current one, so a burst never rotates twice.
 * A refused refresh, or a replay refused again, signs out.
 */
export function refreshMiddleware({
  tokenStore,
  onSignedOut,
  refreshTokens,
}: RefreshOptions): Middleware {
  // Untouched copies of signed requests: the sent request's body stream is consumed by fetch.
  const replays = new WeakMap<Request, Request>();
  let refreshing: Promise<string | null> | null = null;

  /** The store still holds `tokens`: no sign-in, sign-out or other refresh replaced them. */
  const stillHolds = (tokens: Tokens) => tokenStore.get()?.refresh_token === tokens.refresh_token;

  const signOut = () => {
    tokenStore.clear();
    onSignedOut();
  };

  /**
   * The new access token, or null once the pair is dead (signed out) or no longer the store's: an
   * answer for a pair that another sign-in replaced meanwhile must not touch the new one.
   */
  const refresh = (tokens: Tokens): Promise<string | null> =>
    (refreshing ??= refreshTokens(tokens)
      .then(
        (next) => {
          if (!stillHolds(tokens)) return null;
          tokenStore.set(next);
          return next.access_token;
        },
        (error: unknown) => {
          // A 4xx means the pair is dead; a 5xx or no answer leaves it for the next attempt.
          if (!isApiError(error) || error.status < 400 || error.status >= 500) throw error;
          if (stillHolds(tokens)) signOut();
          return null;
        },
      )
      .finally(() => {
        refreshing = null;
      }));

  return {
    onRequest({ request }) {
      if (request.headers.has('Authorization')) replays.set(request, request.clone());
    },
    async onResponse({ request, response, options }) {
      const replay = replays.get(request);
      if (response.status !== 401 || !replay) return;
      const current = tokenStore.get();
      if (!current) return; // Signed out meanwhile: the 401 stands.
      const accessToken =
        current.access_token === bearerToken(request)
          ? await refresh(current)
          : current.access_token;
      if (!accessToken) return;
      replay.headers.set('Authorization', `Bearer ${accessToken}`);
      let replayed: Response;
      try {
        replayed = await options.fetch(replay);
      } catch (error) {
        throw fetchFailure(error);
      }
      // A fresh token refused too: this sign-in cannot be recovered.
      if (replayed.status === 401 && tokenStore.get()?.access_token === accessToken) signOut();
      return replayed;
    },
  };
}

function bearerToken(request: Request): string | undefined {
  return request.headers.get('Authorization')?.replace(/^Bearer /, '');
}
