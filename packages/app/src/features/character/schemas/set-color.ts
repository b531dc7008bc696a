import { requestSchemas } from '@endless/client/schemas';
import { z } from '../../../lib/zod';
import { EMPTY_HEX } from './rules';

const contract = requestSchemas.setCharacterColor.body.shape;

export const setColorSchema = z.object({
  type: contract.type,
  hex: z
    .string()
    .trim()
    // The field takes '#fff' as typed; the contract takes the digits.
    .transform((hex) => hex.replace(/^#/, ''))
    .pipe(z.string().min(1, EMPTY_HEX).pipe(contract.hex)),
});

export type SetColorInput = z.input<typeof setColorSchema>;
export type SetColorOutput = z.output<typeof setColorSchema>;

/** The spec's message for a typed code, or null when it may be sent. */
export function validateHex(hex: string): string | null {
  const result = setColorSchema.shape.hex.safeParse(hex);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}
