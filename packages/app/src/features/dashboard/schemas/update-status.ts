import { z } from '../../../lib/zod';

/** Spec 02 §5, §9: a status is at most 512 characters (the contract's StatusContent). */
export const STATUS_MAX_LENGTH = 512;
export const STATUS_TOO_LONG = "That's a little too long... [Max 512 Characters]";

export const updateStatusSchema = z.object({
  content: z
    .string()
    .trim()
    // The spec names no text for an empty status (our design).
    .min(1, 'Write a Status First')
    .max(STATUS_MAX_LENGTH, STATUS_TOO_LONG),
});

export type UpdateStatusInput = z.input<typeof updateStatusSchema>;
