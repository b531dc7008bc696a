import { z } from '../../../lib/zod';

/** Spec 02 §5: About at most 1500 characters (the textarea stops typing beyond it). */
export const ABOUT_MAX_LENGTH = 1500;

export const updateAboutSchema = z.object({ content: z.string().max(ABOUT_MAX_LENGTH) });

export type UpdateAboutInput = z.infer<typeof updateAboutSchema>;
