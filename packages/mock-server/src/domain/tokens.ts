/** Random hex of `bytes` bytes (Web Crypto, available in browsers and Node 20). */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Random token with a readable prefix, e.g. `at_…` (access) or `rt_…` (refresh). */
export function randomToken(prefix: string, bytes = 16): string {
  return `${prefix}_${randomHex(bytes)}`;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A 16-character verification code (the length the verification screen submits). */
export function verificationCode(): string {
  const buffer = new Uint8Array(16);
  crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');
}
