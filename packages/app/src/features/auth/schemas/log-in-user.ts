import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';
import { LOGIN_MESSAGES } from './messages';

const { username, password, remember } = requestSchemas.logInUser.body.shape;

/** The contract's rules and texts; the empty field's text is the screen's own. */
export const logInUserSchema = z.object({
  username: z.string().min(1, LOGIN_MESSAGES.usernameEmpty).pipe(username),
  password: z.string().min(1, LOGIN_MESSAGES.passwordEmpty).pipe(password),
  remember,
});

export type LogInUserInput = z.infer<typeof logInUserSchema>;
