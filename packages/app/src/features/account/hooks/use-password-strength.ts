import { useQuery } from '@tanstack/react-query';
import { codePoints, requestLengths } from '@endless/client/lengths';
import { scoreRegistrationPasswordQueryOptions } from '../../../lib/api/score-registration-password';
import { checkPasswordStrengthQueryOptions } from '../api/check-password-strength';
import { useDebouncedValue } from './use-debounced-value';

/** Strength is checked after a 500 ms pause, only at 6 or more characters (spec 02 §5). */
export const STRENGTH_DELAY_MS = 500;

// Passwords are part of these query keys: keep no copy once the field stops using it.
const privateQuery = { retry: false, gcTime: 0, staleTime: Infinity } as const;

/** Within the contract's bounds (code points), so no request the server refuses is sent. */
function within(pwd: string, bounds: { minLength: number; maxLength: number }): boolean {
  const length = codePoints(pwd);
  return length >= bounds.minLength && length <= bounds.maxLength;
}

/**
 * The signed-in user's new password strength (password change): `strength` 0–4, or undefined
 * while too short, typing, or unknown.
 */
export function usePasswordStrength(pwd: string): number | undefined {
  const settled = useDebouncedValue(pwd, STRENGTH_DELAY_MS);
  const enabled = settled === pwd && within(settled, requestLengths.checkPasswordStrength.body.pwd);
  const { data } = useQuery({
    ...checkPasswordStrengthQueryOptions(settled),
    ...privateQuery,
    enabled,
  });
  return enabled ? data?.strength : undefined;
}

/** A reset password's score (POST /register/validate/password), like `usePasswordStrength`. */
export function usePasswordScore(pwd: string): number | undefined {
  const settled = useDebouncedValue(pwd, STRENGTH_DELAY_MS);
  const enabled =
    settled === pwd && within(settled, requestLengths.scoreRegistrationPassword.body.pwd);
  const { data } = useQuery({
    ...scoreRegistrationPasswordQueryOptions(settled),
    ...privateQuery,
    enabled,
  });
  return enabled ? data?.password_score : undefined;
}
