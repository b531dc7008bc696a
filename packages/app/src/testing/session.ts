// The seed entry, not the Node one: stories sign in with this too, in the browser.
import { PERSONAS } from '@endless/mock-server/seed';
import { apiClient } from '../lib/api/client';
import { tokenStore } from '../lib/session';

type Persona = (typeof PERSONAS)[number];
export type PersonaName = Persona['username'];

/** A seeded persona by username (credentials as the mock-server README lists them). */
export function persona(username: PersonaName): Persona {
  const found = PERSONAS.find((candidate) => candidate.username === username);
  if (!found) throw new Error(`the mock seeds no persona ${username}`);
  return found;
}

/**
 * Signs in through the real login call against the mock backend and stores the tokens it issued,
 * as the login screen does. Real tokens matter: the shell's account sync signs out a session whose
 * tokens the backend does not know.
 */
export async function signInAs(who: Persona | PersonaName = 'member'): Promise<void> {
  const { username, password } = typeof who === 'string' ? persona(who) : who;
  // A refused login throws the client's ApiError, which names the code.
  const { data } = await apiClient.POST('/OAuth2/authorize', {
    body: { username, password, remember: false },
  });
  if (!data) throw new Error(`login as ${username} answered without tokens`);
  tokenStore.set(data.tokens, { remember: false });
}

/** Ends the session in place, as logout or a refused refresh does. */
export function clearSessionCookies(): void {
  tokenStore.clear();
}
