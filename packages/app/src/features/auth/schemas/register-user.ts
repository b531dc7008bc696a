import { z } from '../../../lib/zod';
import { isValidBirthday } from './birthday';
import { REGISTER_MESSAGES } from './messages';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REGISTER_USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './rules';

export type CheckVariant = 'live' | 'submit';

/** The per-field rules, worded for the live check or for submit. */
export function registerFieldSchemas(variant: CheckVariant) {
  const worded = REGISTER_MESSAGES[variant];
  return {
    email: z
      .string()
      .min(1, REGISTER_MESSAGES.emailRequired)
      .max(EMAIL_MAX, worded.emailInvalid)
      .regex(EMAIL_PATTERN, worded.emailInvalid),
    username: z
      .string()
      .min(1, REGISTER_MESSAGES.usernameRequired)
      .min(USERNAME_MIN, REGISTER_MESSAGES.usernameShort)
      .max(REGISTER_USERNAME_MAX, REGISTER_MESSAGES.usernameLong)
      .regex(USERNAME_PATTERN, worded.usernameInvalid),
    password: z
      .string()
      .min(1, REGISTER_MESSAGES.passwordRequired)
      .min(PASSWORD_MIN, worded.passwordShort)
      .max(PASSWORD_MAX, REGISTER_MESSAGES.passwordLong),
    repeatPassword: z.string().min(1, REGISTER_MESSAGES.repeatRequired),
  };
}

/** The live check's rules, which the form loads on demand. */
export const liveFieldSchemas = registerFieldSchemas('live');

const birthdayPart = z.string().min(1, REGISTER_MESSAGES.birthdayRequired);

export const registerUserSchema = z
  .object({
    month: birthdayPart,
    day: birthdayPart,
    year: birthdayPart,
    ...registerFieldSchemas('submit'),
    terms: z.boolean().refine((accepted) => accepted, REGISTER_MESSAGES.terms),
  })
  .superRefine((values, context) => {
    if (values.repeatPassword && values.password !== values.repeatPassword) {
      context.addIssue({
        code: 'custom',
        path: ['repeatPassword'],
        message: REGISTER_MESSAGES.mismatch,
      });
    }
    const chosen = values.month && values.day && values.year;
    // "Now" is read at check time, so a form left open over midnight still judges correctly.
    if (chosen && !isValidBirthday(values, new Date())) {
      context.addIssue({
        code: 'custom',
        path: ['day'],
        message: REGISTER_MESSAGES.birthdayInvalid,
      });
    }
  });

export type RegisterUserInput = z.input<typeof registerUserSchema>;
