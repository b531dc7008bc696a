// Session state: signed in = the token cookies are present (spec 01 §4). Every write to the token
// store goes through here, so guards and the shell hear about login, logout and failed refreshes.
import { createCookieTokenStore, type TokenStore } from '@endless/client';
import { useSyncExternalStore } from 'react';
import { env } from '../config/env';

const listeners = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells mounted guards and the shell that the session changed. */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

const cookieStore = createCookieTokenStore({
  accessCookie: env.cookies.accessToken,
  refreshCookie: env.cookies.refreshToken,
});

/** The app's one token store: the cookie store, announcing each change. */
export const tokenStore: TokenStore = {
  get: () => cookieStore.get(),
  set: (tokens, options) => {
    cookieStore.set(tokens, options);
    notifySessionChange();
  },
  clear: () => {
    cookieStore.clear();
    notifySessionChange();
  },
};

export function isSignedIn(): boolean {
  return tokenStore.get() !== null;
}

/** Re-renders when the session changes. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isSignedIn, () => false);
}
