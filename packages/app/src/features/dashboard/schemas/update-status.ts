import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';

export const updateStatusSchema = z.object({
  content: z
    .string()
    .trim()
    // The spec names no text for an empty status (our design).
    .min(1, 'Write a Status First')
    .pipe(requestSchemas.createStatus.body.shape.content),
});

export type UpdateStatusInput = z.input<typeof updateStatusSchema>;
