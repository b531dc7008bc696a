import { z } from '../../../lib/zod';
import { ABOUT_MAX_LENGTH } from './rules';

export const updateAboutSchema = z.object({ content: z.string().max(ABOUT_MAX_LENGTH) });

export type UpdateAboutInput = z.infer<typeof updateAboutSchema>;
