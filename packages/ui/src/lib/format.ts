// en-US formats the app shows on its first screens (counts, prices, balances, dates), written out.
// A page's first Intl object loads ICU's data: 60–90 ms of main thread on a phone, inside the
// render that first shows a number. These give Intl's en-US output for the values the app has
// (tests compare them with Intl), so most pages never pay for it.

import { onFirstUse } from './on-first-use';

/** The Gregorian months in English. */
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const intlInteger = onFirstUse(() => new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }));

/** 1234567 → "1,234,567": Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }). */
export function formatInteger(value: number): string {
  // Whole numbers are written out; fractions (rounded) and values past 2^53 go to Intl.
  if (!Number.isSafeInteger(value)) return intlInteger().format(value);
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, ',');
  return value < 0 || Object.is(value, -0) ? `-${digits}` : digits;
}

/** The English word for a count: 1 (or -1) is singular, as Intl.PluralRules('en-US') says. */
export function pluralize(count: number, one: string, other: string): string {
  return Math.abs(count) === 1 ? one : other;
}

/** "3 hours ago": Intl.RelativeTimeFormat('en-US', { numeric: 'always' }) for whole units past. */
export function formatTimeAgo(count: number, unit: 'minute' | 'hour' | 'day'): string {
  return `${formatInteger(count)} ${pluralize(count, unit, `${unit}s`)} ago`;
}

/** "Nov 26, 2026": dateStyle 'medium', in the visitor's time zone. */
export function formatMediumDate(date: Date): string {
  return `${MONTH_NAMES[date.getMonth()]!.slice(0, 3)} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "November 26, 2026": dateStyle 'long', in the visitor's time zone. */
export function formatLongDate(date: Date): string {
  return `${MONTH_NAMES[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}`;
}

/** "November 26, 2026 at 8:03 AM": dateStyle 'long' with timeStyle 'short'. */
export function formatLongDateTime(date: Date): string {
  const hours = date.getHours();
  const minutes = String(date.getMinutes()).padStart(2, '0');
  return `${formatLongDate(date)} at ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'AM' : 'PM'}`;
}
