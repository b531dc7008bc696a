// First-party flag cookies of the app (not the tokens: the session module owns those).

export function hasCookie(name: string): boolean {
  return document.cookie.split('; ').some((pair) => pair.split('=')[0] === name);
}

/** Writes a Secure, SameSite=Strict cookie for the whole site, kept for `maxAgeSeconds`. */
export function setCookie(name: string, value: string, maxAgeSeconds: number): void {
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; Secure; SameSite=Strict`;
}
