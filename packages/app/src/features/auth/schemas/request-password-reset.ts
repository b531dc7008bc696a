import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';
import { FORGOT_MESSAGES } from './messages';

/** A username or e-mail address as the contract takes it; the empty field's text is the screen's. */
export const requestPasswordResetSchema = z.object({
  input: z
    .string()
    .trim()
    .min(1, FORGOT_MESSAGES.empty)
    .pipe(requestSchemas.requestPasswordReset.body.shape.input),
});

export type RequestPasswordResetInput = z.input<typeof requestPasswordResetSchema>;
