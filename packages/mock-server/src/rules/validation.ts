import { z } from 'zod';
import { nowSeconds } from '../clock.ts';
import { accounts, blacklistWords } from '../db/index.ts';
import { textLength } from './account.ts';
import type { ErrorCode } from './errors.ts';

const USERNAME_CHARS = /^[A-Za-z0-9._]+$/;
/** A pragmatic "standard" e-mail pattern: something@domain.tld, no spaces. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 18;
/** The login helper accepts longer names than registration. */
export const LOGIN_USERNAME_MAX = 22;
export const PASSWORD_MIN = 6;
/** The contract's Password upper bound (our design). */
export const PASSWORD_MAX = 128;
/** Under about 13 years (409968000 s) registration switches to children's privacy mode. */
export const PRIVACY_MODE_AGE_SECONDS = 409968000;

/** Registration shape: 3 to 18 letters, digits, '.' and '_'. */
export function isValidUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN &&
    username.length <= USERNAME_MAX &&
    USERNAME_CHARS.test(username)
  );
}

/** Login helper shape: 3 to 22 letters, digits, '.' and '_'. */
export function isValidLoginUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN &&
    username.length <= LOGIN_USERNAME_MAX &&
    USERNAME_CHARS.test(username)
  );
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

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
 * Checks a username for registration or resubmission: AU1020 shape, AU1025 blacklisted, AU1026
 * taken by another account. Returns null when it is free.
 */
export function usernameError(username: string, exceptAccountId?: number): ErrorCode | null {
  if (!isValidUsername(username)) return 'AU1020';
  if (isBlacklisted(username)) return 'AU1025';
  const owner = findAccountByUsername(username);
  if (owner && owner.id !== exceptAccountId) return 'AU1026';
  return null;
}

/**
 * Checks an e-mail for registration or an e-mail change: AU1021 invalid, AU1027 used by another
 * account, as its address or as a change waiting for verification (which would otherwise give two
 * accounts the same address once verified).
 */
export function emailError(email: string, exceptAccountId?: number): ErrorCode | null {
  if (!isValidEmail(email)) return 'AU1021';
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
 * Password strength 0 to 4 (our design, in the spirit of zxcvbn): 0 when too short, common or a
 * single repeated character; then one point for reaching 6 characters, one for 10, one for two kinds
 * of characters (lower, upper, digit, symbol) and one for three kinds. The app labels 2 or less
 * Weak, 3 Good, 4 Strong; registration refuses scores below 2 (AU1024).
 */
export function passwordScore(password: string): number {
  if (textLength(password) < PASSWORD_MIN) return 0;
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

/**
 * A body field of the contract's Password schema. Only its upper bound is a shape rule (400 EX4001);
 * too short a password is a business rule with its own code (AU1023, AC1007), so handlers check it.
 */
export const passwordField = z.string().refine((password) => textLength(password) <= PASSWORD_MAX);

/** Checks a new password: AU1023 under 6 characters, AU1024 scored below 2. */
export function passwordError(password: string): ErrorCode | null {
  if (textLength(password) < PASSWORD_MIN) return 'AU1023';
  if (passwordScore(password) < 2) return 'AU1024';
  return null;
}

/**
 * Parses a registration birthday `M/D/YYYY` (month/day/year; `-` separators and leading zeros are
 * accepted). Returns `YYYY-MM-DD`, or null when it is not a real date between 1936 and today.
 */
export function parseDob(dob: string): string | null {
  const match = dob.trim().match(/^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/);
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
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
