import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

export const verifyAccountSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'No Verification Code Provided')
    .pipe(requestSchemas.verifyEmail.body.shape.token),
});

export type VerifyAccountInput = z.input<typeof verifyAccountSchema>;
