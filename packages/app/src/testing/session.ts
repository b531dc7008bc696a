import type { PERSONAS } from '@endless/mock-server/node';
import { apiClient } from '../lib/api';
import { tokenStore } from '../lib/session';

type Persona = (typeof PERSONAS)[number];

/** Stores a token pair the way a login does, without a server round trip (routing tests only). */
export function setSignedInCookies(): void {
  tokenStore.set({ access_token: 'test-access', refresh_token: 'test-refresh' });
}

/** Ends the session in place, as logout or a refused refresh does. */
export function clearSessionCookies(): void {
  tokenStore.clear();
}

/** Signs in through the real login call against the mock backend. */
export async function signInAs({ username, password }: Persona): Promise<void> {
  const { data } = await apiClient.POST('/OAuth2/authorize', {
    body: { username, password, remember: false },
  });
  if (!data) throw new Error(`login as ${username} answered without tokens`);
  tokenStore.set(data.tokens, { remember: false });
}
