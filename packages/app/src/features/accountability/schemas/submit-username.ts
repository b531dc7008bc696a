import { z } from '../../../lib/zod';
import { USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH, USERNAME_PATTERN } from './rules';

export const submitUsernameSchema = z.object({
  username: z
    .string()
    .min(1, 'Username Required')
    .min(USERNAME_MIN_LENGTH, 'Username Too Short')
    .max(USERNAME_MAX_LENGTH, 'Username Too Long')
    .regex(USERNAME_PATTERN, 'Username Is Invalid'),
});

export type SubmitUsernameInput = z.input<typeof submitUsernameSchema>;
