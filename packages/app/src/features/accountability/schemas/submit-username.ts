import { z } from '../../../lib/zod';

/** Spec 02 §5, §9: the rejected-username form (the contract's Username). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 18;
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;

export const submitUsernameSchema = z.object({
  username: z
    .string()
    .min(1, 'Username Required')
    .min(USERNAME_MIN_LENGTH, 'Username Too Short')
    .max(USERNAME_MAX_LENGTH, 'Username Too Long')
    .regex(USERNAME_PATTERN, 'Username Is Invalid'),
});

export type SubmitUsernameInput = z.input<typeof submitUsernameSchema>;
