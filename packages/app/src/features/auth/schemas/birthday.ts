// Birthday selectors and children's privacy mode (spec 01 §2, §9). Dates are taken at midnight UTC,
// as the server reads them.

export const FIRST_BIRTH_YEAR = 1936;
/** Under about 13 years (409968000 seconds) registration switches to privacy mode. */
export const PRIVACY_MODE_AGE_SECONDS = 409_968_000;

export interface BirthdayParts {
  /** 1–12 as text, '' while not chosen (the selects' values). */
  month: string;
  day: string;
  year: string;
}

/** The current year down to 1936. */
export function birthYears(now: Date): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= FIRST_BIRTH_YEAR; year -= 1) years.push(year);
  return years;
}

/**
 * Days offered for a month: the spec's list has 29 for February whatever the year, so a year can be
 * chosen after the day; February 29 of a common year is then refused as not a real date.
 */
export function daysInMonth(month: string): number {
  switch (Number(month)) {
    case 2:
      return 29;
    case 4:
    case 6:
    case 9:
    case 11:
      return 30;
    default:
      return 31;
  }
}

/** Seconds since the epoch of the birthday, or null unless all parts form a real calendar date. */
export function birthdaySeconds({ month, day, year }: BirthdayParts): number | null {
  const [m, d, y] = [Number(month), Number(day), Number(year)];
  if (!month || !day || !year || !Number.isInteger(m + d + y)) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  const real =
    date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
  return real ? date.getTime() / 1000 : null;
}

/** A real date between 1936 and today. */
export function isValidBirthday(parts: BirthdayParts, now: Date): boolean {
  const seconds = birthdaySeconds(parts);
  return (
    seconds !== null && Number(parts.year) >= FIRST_BIRTH_YEAR && seconds * 1000 <= now.getTime()
  );
}

/** Privacy mode: the birthday is less than 409968000 seconds before now. */
export function isPrivacyMode(parts: BirthdayParts, now: Date): boolean {
  const seconds = birthdaySeconds(parts);
  return seconds !== null && now.getTime() / 1000 - seconds < PRIVACY_MODE_AGE_SECONDS;
}

/** The registration payload's `dob`: month/day/year. */
export function formatDob({ month, day, year }: BirthdayParts): string {
  return `${month.padStart(2, '0')}/${day.padStart(2, '0')}/${year}`;
}
