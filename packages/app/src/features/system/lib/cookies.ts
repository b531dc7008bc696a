// First-party flag cookies of the app (not the tokens: the session module owns those).
import { cookieAttributes } from '@endless/client';

export function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((pair) => pair.split('=')[0] === name);
}

/** Writes a SameSite=Strict cookie for the whole site (Secure over https), kept for `maxAgeSeconds`. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; ${cookieAttributes()}; Max-Age=${maxAgeSeconds}`;
}
