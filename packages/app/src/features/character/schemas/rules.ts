// The colour form's rules and texts, apart from the schema (which loads on demand) so the panel can
// read them at render time without pulling zod.

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
