import { z } from '../../../lib/zod';
import { FORGOT_MESSAGES } from './messages';
import { isEmailAddress, isLoginUsername } from './rules';

export const requestPasswordResetSchema = z.object({
  input: z
    .string()
    .trim()
    .min(1, FORGOT_MESSAGES.empty)
    .refine((value) => isLoginUsername(value) || isEmailAddress(value), FORGOT_MESSAGES.invalid),
});

export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;
