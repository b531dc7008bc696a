import { z } from '../../../lib/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

/** Password change, step 1: the current password, at least 6 characters (spec 02 §5). */
export const validatePasswordSchema = z.object({
  currentPwd: z
    .string()
    .min(PASSWORD_MIN_LENGTH, 'Invalid Password')
    .max(PASSWORD_MAX_LENGTH, 'Invalid Password'),
});

export type ValidatePasswordInput = z.input<typeof validatePasswordSchema>;
