import { z } from '../../../lib/zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './rules';

/** The reset form's messages (spec 02 §5); the 'Minimum of 6 Characters' hint is in the form. */
export const resetPasswordSchema = z
  .object({
    pwd: z
      .string()
      .min(1, 'Password Required')
      .min(PASSWORD_MIN_LENGTH, 'Password Too Short')
      .max(PASSWORD_MAX_LENGTH, 'Password Too Long'),
    pwdRepeat: z.string().min(1, 'Please Repeat Password'),
  })
  .refine(({ pwd, pwdRepeat }) => pwdRepeat === '' || pwd === pwdRepeat, {
    path: ['pwdRepeat'],
    message: "Passwords don't Match",
  });

export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
