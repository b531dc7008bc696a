import { z } from '../../../lib/zod';
import { SIGNATURE_MAX_LENGTH } from './rules';

export const updateSignatureSchema = z.object({ content: z.string().max(SIGNATURE_MAX_LENGTH) });

export type UpdateSignatureInput = z.infer<typeof updateSignatureSchema>;
