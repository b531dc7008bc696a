import { z } from '../../../lib/zod';

/** Spec 02 §5: the forum signature at most 200 characters. */
export const SIGNATURE_MAX_LENGTH = 200;

export const updateSignatureSchema = z.object({ content: z.string().max(SIGNATURE_MAX_LENGTH) });

export type UpdateSignatureInput = z.infer<typeof updateSignatureSchema>;
