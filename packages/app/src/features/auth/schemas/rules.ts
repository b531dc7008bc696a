// The auth forms' own timings and labels (spec 01 §5, §9); the field rules are the contract's.

/** Live checks (e-mail, username, password) run this long after typing stops. */
export const VALIDATION_DEBOUNCE_MS = 500;

/** Password score labels: 2 or less Weak, 3 Good, 4 or more Strong (spec 01 §5, §9). */
export function strengthLabel(score: number): 'Weak' | 'Good' | 'Strong' {
  if (score <= 2) return 'Weak';
  return score === 3 ? 'Good' : 'Strong';
}
