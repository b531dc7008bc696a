// The account rules the auth forms share (spec 01 §5, §9). The contract holds the same limits; the
// schema tests prove they match.

/** Letters, digits, '.' and '_' (login, registration and forgot password). */
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;
/** The login helper accepts 3 to 22 characters; registration 3 to 18. */
export const USERNAME_MIN = 3;
export const LOGIN_USERNAME_MAX = 22;
export const REGISTER_USERNAME_MAX = 18;
export const PASSWORD_MIN = 6;
/** Upper bound of the contract (our design), so an oversized paste fails here, not on the server. */
export const PASSWORD_MAX = 128;
/** RFC 5321 length limit, as in the contract. */
export const EMAIL_MAX = 254;
/** A standard e-mail pattern: local part, '@', a domain with a top-level part of 2+ letters. */
export const EMAIL_PATTERN =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** Live checks (e-mail, username, password) run this long after typing stops. */
export const VALIDATION_DEBOUNCE_MS = 500;

export function isLoginUsername(value: string): boolean {
  return (
    value.length >= USERNAME_MIN &&
    value.length <= LOGIN_USERNAME_MAX &&
    USERNAME_PATTERN.test(value)
  );
}

export function isEmailAddress(value: string): boolean {
  return value.length <= EMAIL_MAX && EMAIL_PATTERN.test(value);
}

/** Password score labels: 2 or less Weak, 3 Good, 4 or more Strong (spec 01 §5, §9). */
export function strengthLabel(score: number): 'Weak' | 'Good' | 'Strong' {
  if (score <= 2) return 'Weak';
  return score === 3 ? 'Good' : 'Strong';
}
