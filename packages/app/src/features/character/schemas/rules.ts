// The colour panel's own texts and targets, apart from the schema (which loads on demand) so the
// panel can read them at render time without pulling zod. The hex rules are the contract's.
import { requestLengths } from '@endless/client/lengths';

/** The colour targets the panel offers: the contract's `type` enum of PATCH /character/color. */
export const COLOR_TARGETS = requestLengths.setCharacterColor.body.type.enum;

/** Spec 02 §5: the empty field's text (the screen's own). */
export const EMPTY_HEX = 'Enter a Hex Color Code First';
