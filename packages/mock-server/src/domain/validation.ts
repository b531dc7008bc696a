import { accounts, blacklistWords } from '../db/index.ts';
import type { ErrorCode } from '../requests/errors.ts';
import { nowSeconds } from './clock.ts';

// The shapes of usernames, e-mail addresses, passwords and birthdays are the contract's request
// rules, judged before any handler runs (requests/request-rules.ts); what follows are the business
// rules.

/** Under about 13 years (409968000 s) registration switches to children's privacy mode. */
export const PRIVACY_MODE_AGE_SECONDS = 409968000;

/** Whether the username contains a blacklisted word (case-insensitive). */
export function isBlacklisted(username: string): boolean {
  const lower = username.toLowerCase();
  return blacklistWords.all().some(({ word }) => lower.includes(word));
}

/** The account with this username (case-insensitive), if any. */
export function findAccountByUsername(username: string) {
  const lower = username.toLowerCase();
  return accounts.findFirst((q) => q.where({ username: (value) => value.toLowerCase() === lower }));
}

/** The account with this e-mail (case-insensitive), if any. */
export function findAccountByEmail(email: string) {
  const lower = email.toLowerCase();
  return accounts.findFirst((q) => q.where({ email: (value) => value.toLowerCase() === lower }));
}

/**
 * Checks a well-formed username for registration or resubmission: AU1025 blacklisted, AU1026 taken
 * by another account. Returns null when it is free.
 */
export function usernameError(username: string, exceptAccountId?: number): ErrorCode | null {
  if (isBlacklisted(username)) return 'AU1025';
  const owner = findAccountByUsername(username);
  if (owner && owner.id !== exceptAccountId) return 'AU1026';
  return null;
}

/**
 * Checks a well-formed e-mail for registration or an e-mail change: AU1027 used by another account,
 * as its address or as a change waiting for verification (which would otherwise give two accounts
 * the same address once verified).
 */
export function emailError(email: string, exceptAccountId?: number): ErrorCode | null {
  const lower = email.toLowerCase();
  const owner =
    findAccountByEmail(email) ??
    accounts.findFirst((q) =>
      q.where({ pending_email: (value) => value !== null && value.toLowerCase() === lower }),
    );
  if (owner && owner.id !== exceptAccountId) return 'AU1027';
  return null;
}

const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  '123456',
  '1234567',
  '12345678',
  '123456789',
  'qwerty',
  'qwerty123',
  'abc123',
  'letmein',
  'iloveyou',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'welcome',
  'admin123',
  'endless',
]);

/**
 * Password strength 0 to 4 of a well-formed password (our design, in the spirit of zxcvbn): 0 when
 * common or a single repeated character; else one point, one more for 10 characters, one for two
 * kinds of characters (lower, upper, digit, symbol) and one for three kinds. The app labels 2 or
 * less Weak, 3 Good, 4 Strong; registration refuses scores below 2 (AU1024).
 */
export function passwordScore(password: string): number {
  if (COMMON_PASSWORDS.has(password.toLowerCase()) || /^(.)\1*$/.test(password)) return 0;
  const kinds = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((kind) =>
    kind.test(password),
  ).length;
  let score = 1;
  if (password.length >= 10) score += 1;
  if (kinds >= 2) score += 1;
  if (kinds >= 3) score += 1;
  return Math.min(score, 4);
}

/** Checks a well-formed new password: AU1024 scored below 2. */
export function passwordError(password: string): ErrorCode | null {
  if (passwordScore(password) < 2) return 'AU1024';
  return null;
}

/**
 * Reads a registration birthday the contract's DateOfBirth lets through (`M/D/YYYY`, leading zeros
 * optional). Returns `YYYY-MM-DD`, or null when it is not a real date between 1936 and today.
 */
export function parseDob(dob: string): string | null {
  const [month, day, year] = dob.split('/').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < 1936 || date.getTime() / 1000 > nowSeconds()) return null;
  return date.toISOString().slice(0, 10);
}

/** Whether a `YYYY-MM-DD` birthday is less than about 13 years ago (children's privacy mode). */
export function isUnder13(isoDob: string): boolean {
  return nowSeconds() - Date.parse(`${isoDob}T00:00:00Z`) / 1000 < PRIVACY_MODE_AGE_SECONDS;
}
