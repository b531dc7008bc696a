import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

/** The contract's rules and texts; the empty field's text is the screen's. */
export const submitUsernameSchema = z.object({
  username: z
    .string()
    .min(1, 'Username Required')
    .pipe(requestSchemas.resubmitUsername.body.shape.username),
});

export type SubmitUsernameInput = z.input<typeof submitUsernameSchema>;
