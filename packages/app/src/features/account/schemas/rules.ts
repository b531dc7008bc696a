// The account forms' limits and shared texts, apart from the schemas (which load on demand) so the
// forms can read them at render time without pulling zod.

/** The contract's EmailAddress and Password bounds (api-spec/components/auth.yaml). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const INVALID_EMAIL = 'Invalid Email Address';

/** Spec 02 §9: a verification code is exactly 16 characters. */
export const VERIFICATION_CODE_LENGTH = 16;
