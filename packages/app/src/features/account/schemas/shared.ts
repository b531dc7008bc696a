import { z } from '../../../lib/zod';
import { EMAIL_MAX_LENGTH, INVALID_EMAIL } from './rules';

/** A standard e-mail address, else 'Invalid Email Address' (spec 02 §5). */
export const emailAddress = z
  .string()
  .trim()
  .pipe(z.email({ error: INVALID_EMAIL }).max(EMAIL_MAX_LENGTH, INVALID_EMAIL));
