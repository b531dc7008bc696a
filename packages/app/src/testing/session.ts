import { tokenStore } from '../lib/session';

/** Stores a token pair the way a login does, without a server round trip (routing tests only). */
export function setSignedInCookies(): void {
  tokenStore.set({ access_token: 'test-access', refresh_token: 'test-refresh' });
}

/** Ends the session in place, as logout or a refused refresh does. */
export function clearSessionCookies(): void {
  tokenStore.clear();
}
