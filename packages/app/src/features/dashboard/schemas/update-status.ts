import { z } from '../../../lib/zod';
import { STATUS_MAX_LENGTH, STATUS_TOO_LONG } from './rules';

export const updateStatusSchema = z.object({
  content: z
    .string()
    .trim()
    // The spec names no text for an empty status (our design).
    .min(1, 'Write a Status First')
    .max(STATUS_MAX_LENGTH, STATUS_TOO_LONG),
});

export type UpdateStatusInput = z.input<typeof updateStatusSchema>;
