import { requestSchemas } from '@endless/client/schemas';
import { worded } from './worded';
import { z } from '../../../lib/zod';

/** The reset form's messages (spec 02 §5); the 'Minimum of 6 Characters' hint is in the form. */
export const resetPasswordSchema = z
  .object({
    // The contract's limits; it gives them no text, so the screen's.
    pwd: z
      .string()
      .min(1, 'Password Required')
      .pipe(
        worded(requestSchemas.resetPassword.body.shape.pwd, {
          minLength: 'Password Too Short',
          maxLength: 'Password Too Long',
        }),
      ),
    pwdRepeat: z.string().min(1, 'Please Repeat Password'),
  })
  .refine(({ pwd, pwdRepeat }) => pwdRepeat === '' || pwd === pwdRepeat, {
    path: ['pwdRepeat'],
    message: "Passwords don't Match",
  });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
