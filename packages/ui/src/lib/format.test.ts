import { describe, expect, it } from 'vitest';
import {
  formatInteger,
  formatLongDate,
  formatLongDateTime,
  formatMediumDate,
  formatTimeAgo,
  pluralize,
} from './format';

// Node's ICU writes a narrow no-break space before AM/PM where browsers now write a space.
const intl = (text: string) => text.replace(/\u202f/g, ' ');

/** A spread of whole numbers: every magnitude, both signs, the grouping edges. */
const INTEGERS = [
  0,
  -0,
  1,
  -1,
  7,
  12,
  999,
  1000,
  1001,
  9999,
  12_500,
  100_000,
  999_999,
  1_000_000,
  123_456_789,
  -4_321,
  2 ** 31,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  ...Array.from({ length: 200 }, (_, i) => Math.floor(Math.sin(i + 1) * 10 ** (i % 16))),
];

describe('formatInteger', () => {
  const reference = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

  it('writes whole numbers as Intl does in en-US', () => {
    for (const value of INTEGERS) expect(formatInteger(value)).toBe(reference.format(value));
  });

  it('leaves fractions and values past 2^53 to Intl', () => {
    for (const value of [0.5, 1.5, 2.5, -2.5, 1234.4999, 2 ** 60, 1e21]) {
      expect(formatInteger(value)).toBe(reference.format(value));
    }
  });
});

describe('pluralize', () => {
  const rules = new Intl.PluralRules('en-US');

  it('picks the word Intl.PluralRules picks for whole numbers', () => {
    for (const value of INTEGERS) {
      expect(pluralize(value, 'one', 'other')).toBe(rules.select(value));
    }
  });
});

describe('formatTimeAgo', () => {
  const reference = new Intl.RelativeTimeFormat('en-US', { numeric: 'always' });

  it('says what Intl.RelativeTimeFormat says for whole units past', () => {
    for (const unit of ['minute', 'hour', 'day'] as const) {
      for (const count of [1, 2, 5, 23, 30, 59, 1000]) {
        expect(formatTimeAgo(count, unit)).toBe(reference.format(-count, unit));
      }
    }
  });
});

describe('dates', () => {
  const medium = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  const longWithTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });
  // Every month, both halves of the day, midnight and noon, years before and after 2000.
  const dates = Array.from(
    { length: 400 },
    (_, i) => new Date(Date.UTC(1995, 0, 1) + (i * 7_777_777_777) / 7),
  );
  dates.push(
    new Date(2026, 10, 26, 0, 0),
    new Date(2026, 10, 26, 12, 5),
    new Date(2026, 0, 1, 23, 59),
  );

  it('write the medium date as Intl does', () => {
    for (const date of dates) expect(formatMediumDate(date)).toBe(medium.format(date));
  });

  it('write the long date as Intl does', () => {
    for (const date of dates) expect(formatLongDate(date)).toBe(long.format(date));
  });

  it('write the long date with the time as Intl does', () => {
    for (const date of dates)
      expect(formatLongDateTime(date)).toBe(intl(longWithTime.format(date)));
  });
});
