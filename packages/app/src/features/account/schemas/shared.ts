import { z } from '../../../lib/zod';

/** The contract's EmailAddress and Password bounds (api-spec/components/auth.yaml). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const INVALID_EMAIL = 'Invalid Email Address';

/** A standard e-mail address, else 'Invalid Email Address' (spec 02 §5). */
export const emailAddress = z
  .string()
  .trim()
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, INVALID_EMAIL));
