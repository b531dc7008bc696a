// Who is signed in: the one place that knows (spec 01 §4: signed in = the token cookies are
// present). Every write to the token store goes through here, and cookies changed behind the app's
// back (another tab's login or logout, expiry, cleared by hand) are noticed here. On every change of
// identity the caches drop the previous account's data first; only then do guards, the shell and
// the screens hear of it, so nothing of one account ever renders for the next.
import { createCookieTokenStore, type TokenStore } from '@endless/client';
import { useSyncExternalStore } from 'react';
import { env } from '../config/env';

/** How often the cookies are re-read where the browser cannot report their changes. */
export const COOKIE_CHECK_INTERVAL_MS = 1_000;

const cookieStore = createCookieTokenStore({
  accessCookie: env.cookies.accessToken,
  refreshCookie: env.cookies.refreshToken,
});

/** The current sign-in's id; null for a guest. Read at once: changes before the app starts count. */
let identity = typeof document === 'undefined' ? null : cookieStore.signInId();
/** Counts the signed-in views that ended (logout, expiry, another account): screens key on it. */
let endedViews = 0;

const listeners = new Set<() => void>();
const identityChangeHandlers = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tells mounted guards and the shell that the session changed. */
function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

/**
 * Re-reads the token cookies. When they belong to another sign-in than before (or to none), the
 * identity handlers drop what the previous one loaded, then guards and screens are told. True when
 * the identity changed.
 */
export function checkIdentity(): boolean {
  const next = cookieStore.signInId();
  if (next === identity) return false;
  if (identity !== null) endedViews += 1;
  identity = next;
  for (const handler of identityChangeHandlers) handler();
  notifySessionChange();
  return true;
}

/** The app's one token store: the cookie store, each write checked for a change of identity. */
export const tokenStore: TokenStore = {
  get: () => cookieStore.get(),
  set: (tokens, options) => {
    cookieStore.set(tokens, options);
    // A refresh keeps the identity; listeners still hear of the new pair.
    if (!checkIdentity()) notifySessionChange();
  },
  clear: () => {
    cookieStore.clear();
    checkIdentity();
  },
};

/**
 * Runs `onChange` on every change of identity, before anything is told of it, and watches the
 * cookies for changes made outside this tab while any handler is registered.
 */
export function onIdentityChange(onChange: () => void): () => void {
  identityChangeHandlers.add(onChange);
  const stopWatching = identityChangeHandlers.size === 1 ? watchCookies() : undefined;
  // The cookies may have changed before this handler existed.
  checkIdentity();
  return () => {
    identityChangeHandlers.delete(onChange);
    stopWatching?.();
  };
}

interface CookieChangeSource {
  addEventListener(type: 'change', listener: () => void): void;
  removeEventListener(type: 'change', listener: () => void): void;
}

function watchCookies(): () => void {
  // Chromium reports cookie changes as they happen; elsewhere a cheap re-read every second, and at
  // once when the tab comes back into view.
  const cookieChanges = (globalThis as { cookieStore?: CookieChangeSource }).cookieStore;
  const check = () => checkIdentity();
  const timer = setInterval(check, COOKIE_CHECK_INTERVAL_MS);
  cookieChanges?.addEventListener('change', check);
  document.addEventListener('visibilitychange', check);
  window.addEventListener('focus', check);
  window.addEventListener('pageshow', check);
  return () => {
    clearInterval(timer);
    cookieChanges?.removeEventListener('change', check);
    document.removeEventListener('visibilitychange', check);
    window.removeEventListener('focus', check);
    window.removeEventListener('pageshow', check);
  };
}

export function isSignedIn(): boolean {
  return tokenStore.get() !== null;
}

/** Re-renders when the session changes. */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isSignedIn, () => false);
}

/**
 * Changes whenever a signed-in account's view ends (logout, expiry, another account signing in),
 * not when a guest signs in: a key that remounts every screen holding that account's state.
 */
export function useEndedViews(): number {
  return useSyncExternalStore(
    subscribeSession,
    () => endedViews,
    () => 0,
  );
}
