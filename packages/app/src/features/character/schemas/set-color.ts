import { z } from '../../../lib/zod';

// Spec 02 §5: hex colours are 3, 4 (rare), 6 or 8 hex digits, case-insensitive; the input takes at
// most 6 characters. The contract (PATCH /character/color) carries the same pattern and lengths.
export const HEX_PATTERN = /^(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/;
export const HEX_MIN = 3;
export const HEX_MAX = 8;
/** What the field lets you type (so 8-digit codes come only from elsewhere, e.g. the history). */
export const HEX_INPUT_MAX = 6;
export const COLOR_TARGETS = ['character', 'eyes'] as const;

export const SET_COLOR_MESSAGES = {
  empty: 'Enter a Hex Color Code First',
  invalid: 'Invalid Hex Color Code',
} as const;

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
