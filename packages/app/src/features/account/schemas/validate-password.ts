import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

/** Password change, step 1: the current password, as the contract takes it (spec 02 §5). */
export const validatePasswordSchema = z.object({
  currentPwd: requestSchemas.validateCurrentPassword.body.shape.pwd,
});

export type ValidatePasswordInput = z.input<typeof validatePasswordSchema>;
