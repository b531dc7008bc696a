// Session state for routing: signed in = the access-token cookie is present (spec 01 §4).
// TODO(shell): read through @endless/client's token store once it exists, so login, refresh and
// logout notify `subscribeSession` listeners; until then only `notifySessionChange` does.
import { useSyncExternalStore } from 'react';
import { env } from '../config/env';

function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

export function isSignedIn(): boolean {
  return Boolean(readCookie(env.cookies.accessToken));
}

const listeners = new Set<() => void>();

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Call after tokens are stored or cleared so mounted guards re-check the session. */
export function notifySessionChange(): void {
  for (const listener of listeners) listener();
}

/** Re-renders when the session changes (login, logout, tokens cleared by a failed refresh). */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(subscribeSession, isSignedIn, () => false);
}
