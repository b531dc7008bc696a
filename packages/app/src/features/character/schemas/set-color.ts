import { z } from '../../../lib/zod';
import { COLOR_TARGETS, HEX_MAX, HEX_MIN, HEX_PATTERN, SET_COLOR_MESSAGES } from './rules';

export const setColorSchema = z.object({
  type: z.enum(COLOR_TARGETS),
  hex: z
    .string()
    .trim()
    .transform((hex) => hex.replace(/^#/, ''))
    .pipe(
      z
        .string()
        .min(1, SET_COLOR_MESSAGES.empty)
        .min(HEX_MIN, SET_COLOR_MESSAGES.invalid)
        .max(HEX_MAX, SET_COLOR_MESSAGES.invalid)
        .regex(HEX_PATTERN, SET_COLOR_MESSAGES.invalid),
    ),
});

export type SetColorInput = z.input<typeof setColorSchema>;
export type SetColorOutput = z.output<typeof setColorSchema>;

/** The spec's message for a typed code, or null when it may be sent. */
export function validateHex(hex: string): string | null {
  const result = setColorSchema.shape.hex.safeParse(hex);
  return result.success ? null : (result.error.issues[0]?.message ?? SET_COLOR_MESSAGES.invalid);
}
