import { z } from '../../../lib/zod';
import { isEmailAddress, isLoginUsername } from './rules';

// Spec 01 §5 (forgot password): a valid username (as the login helper accepts it) or e-mail address.
export const FORGOT_MESSAGES = {
  empty: "Can't be left Empty",
  invalid: 'Invalid Username/Email Address',
} as const;

export const requestPasswordResetSchema = z.object({
  input: z
    .string()
    .trim()
    .min(1, FORGOT_MESSAGES.empty)
    .refine((value) => isLoginUsername(value) || isEmailAddress(value), FORGOT_MESSAGES.invalid),
});

export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;
