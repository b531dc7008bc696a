import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

/** E-mail change, step 1: the account's current address, as the contract takes it. */
export const validateEmailSchema = z.object({
  currentEmail: z.string().trim().pipe(requestSchemas.validateCurrentEmail.body.shape.email),
});

export type ValidateEmailInput = z.input<typeof validateEmailSchema>;
