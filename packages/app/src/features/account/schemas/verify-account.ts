import { z } from '../../../lib/zod';
import { VERIFICATION_CODE_LENGTH } from './rules';

const INVALID_CODE = 'Invalid Verification Code';

export const verifyAccountSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'No Verification Code Provided')
    .min(VERIFICATION_CODE_LENGTH, INVALID_CODE)
    .max(VERIFICATION_CODE_LENGTH, INVALID_CODE)
    .regex(/^[A-Za-z0-9]+$/, INVALID_CODE),
});

export type VerifyAccountInput = z.input<typeof verifyAccountSchema>;
