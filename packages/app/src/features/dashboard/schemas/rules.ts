// The status form's limit and text, apart from the schema (which loads on demand) so the form can
// read them at render time without pulling zod.

/** Spec 02 §5, §9: a status is at most 512 characters (the contract's StatusContent). */
export const STATUS_MAX_LENGTH = 512;
export const STATUS_TOO_LONG = "That's a little too long... [Max 512 Characters]";
