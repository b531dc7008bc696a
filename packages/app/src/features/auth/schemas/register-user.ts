import { errorTexts } from '@endless/client/error-texts';
import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';
import { isValidBirthday } from './birthday';
import { REGISTER_MESSAGES } from './messages';

export type CheckVariant = 'live' | 'submit';

/**
 * The per-field rules, worded for the live check or for submit: the contract's rules of the
 * operation each variant calls (its validate step, or the registration), so the texts are its own.
 * Only the empty field's text is the screen's.
 */
export function registerFieldSchemas(variant: CheckVariant) {
  const fields =
    variant === 'live'
      ? {
          email: requestSchemas.validateRegistrationEmail.body.shape.email,
          username: requestSchemas.validateRegistrationUsername.body.shape.username,
          password: requestSchemas.scoreRegistrationPassword.body.shape.pwd,
        }
      : requestSchemas.registerUser.body.shape;
  return {
    email: z.string().min(1, REGISTER_MESSAGES.emailRequired).pipe(fields.email),
    username: z.string().min(1, REGISTER_MESSAGES.usernameRequired).pipe(fields.username),
    password: z.string().min(1, REGISTER_MESSAGES.passwordRequired).pipe(fields.password),
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
        message: errorTexts.AU1022,
      });
    }
  });

export type RegisterUserInput = z.input<typeof registerUserSchema>;
