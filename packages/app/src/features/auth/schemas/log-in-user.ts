import { z } from '../../../lib/zod';
import {
  LOGIN_USERNAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './rules';

// Spec 01 §5 (login form) and §8: outside the login helper's rules a username is AU1002 and a
// password AU1003, shown on the fields as 'Invalid Username' / 'Invalid Password'.
export const LOGIN_MESSAGES = {
  usernameEmpty: "Username Can't be Left Empty",
  usernameShort: 'Username is Too Short',
  usernameInvalid: 'Invalid Username',
  passwordEmpty: "Password Can't be Left Empty",
  passwordShort: 'Password is Too Short',
  passwordInvalid: 'Invalid Password',
} as const;

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
