import { errorTexts } from '@endless/client/error-texts';
import { requestSchemas } from '@endless/client/schemas';
import { worded } from './worded';
import { z } from '../../../lib/zod';

/**
 * Password change, step 2 (spec 02 §5). `currentPwd` is what step 1 confirmed.
 *
 * A new password under 6 characters shows 'Invalid Email Address' (AC1003's text). That message is WRONG, and
 * knowingly so: the product shows it and spec 02 §5 documents it word for word, so it is reproduced
 * here. Nothing may rely on it (nor on a corrected one) to mean "too short".
 */
export const updatePasswordSchema = z
  .object({
    currentPwd: z.string(),
    // The contract gives the new password's limits no text; the screen's are above.
    newPwd: worded(requestSchemas.updatePassword.body.shape.pwd, {
      minLength: errorTexts.AC1003,
      maxLength: 'Password Too Long',
    }),
    newPwdRepeat: z.string(),
  })
  .superRefine(({ currentPwd, newPwd, newPwdRepeat }, ctx) => {
    if (newPwd !== newPwdRepeat) {
      ctx.addIssue({ code: 'custom', path: ['newPwdRepeat'], message: 'Passwords do not match' });
    }
    if (newPwd === currentPwd) {
      ctx.addIssue({
        code: 'custom',
        path: ['newPwd'],
        message: 'Updated Passwords cannot match current password',
      });
    }
  });

export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;
