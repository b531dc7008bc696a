import { z } from '../../../lib/zod';
import { LOGIN_MESSAGES } from './messages';
import {
  LOGIN_USERNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './rules';

export const logInUserSchema = z.object({
  username: z
    .string()
    .min(1, LOGIN_MESSAGES.usernameEmpty)
    .min(USERNAME_MIN, LOGIN_MESSAGES.usernameShort)
    .max(LOGIN_USERNAME_MAX, LOGIN_MESSAGES.usernameInvalid)
    .regex(USERNAME_PATTERN, LOGIN_MESSAGES.usernameInvalid),
  password: z
    .string()
    .min(1, LOGIN_MESSAGES.passwordEmpty)
    .min(PASSWORD_MIN, LOGIN_MESSAGES.passwordShort)
    .max(PASSWORD_MAX, LOGIN_MESSAGES.passwordInvalid),
  remember: z.boolean(),
});

export type LogInUserInput = z.infer<typeof logInUserSchema>;
