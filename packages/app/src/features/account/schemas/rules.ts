// The account forms' shared texts, apart from the schemas (which load on demand) so the forms can
// read them at render time without pulling zod.

/** The server's AC1003 text, and the new password's too-short text (spec 02 §5, see update-password). */
export const INVALID_EMAIL = 'Invalid Email Address';
