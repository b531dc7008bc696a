import { z } from '../../../lib/zod';
import { isValidBirthday } from './birthday';
import {
  EMAIL_MAX,
  EMAIL_PATTERN,
  PASSWORD_MAX,
  PASSWORD_MIN,
  REGISTER_USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from './rules';

// Spec 01 §5 (registration). Three rules read differently in the live check (500 ms after typing
// stops) and on submit; the rest are worded the same.
export const REGISTER_MESSAGES = {
  birthdayRequired: 'Birthday Required', // our design: the spec only highlights the parts
  birthdayInvalid: 'Birthday Is Invalid', // our design, the server's AU1022 text
  emailRequired: 'Email Address Required',
  usernameRequired: 'Username Required',
  usernameShort: 'Username Too Short',
  usernameLong: 'Username Too Long',
  passwordRequired: 'Password Required',
  passwordLong: 'Password Too Long', // our design: the contract's 128 limit
  repeatRequired: 'Please Repeat Password',
  mismatch: "Passwords don't Match",
  terms: 'Please Review and Accept the Terms of Service and Privacy Policy',
  live: {
    emailInvalid: 'Email Address Invalid',
    usernameInvalid: 'Username Is Invalid',
    passwordShort: 'Password Too Short',
  },
  submit: {
    emailInvalid: 'Invalid Email Address',
    usernameInvalid: 'Invalid Username',
    passwordShort: 'Password Is Too Short',
  },
  // Shown when a check passes.
  usernameFree: 'Neat Username!',
  passwordsMatch: 'Passwords Match',
  // Server answers with a fixed text (spec 01 §8).
  usernameBlacklisted: 'Username is Blacklisted',
  usernameTaken: 'Username is Already Taken',
  emailUsed: 'Email Address Already Used',
} as const;

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
