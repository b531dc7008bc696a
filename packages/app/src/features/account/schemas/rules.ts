// The account forms' limits and shared texts, apart from the schemas (which load on demand) so the
// forms can read them at render time without pulling zod.

/** The contract's EmailAddress and Password bounds (api-spec/components/auth.yaml). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;

export const INVALID_EMAIL = 'Invalid Email Address';

/** Spec 02 §9: a verification code is exactly 16 characters. */
export const VERIFICATION_CODE_LENGTH = 16;

/** Spec 02 §5: About at most 1500 characters (the textarea stops typing beyond it). */
export const ABOUT_MAX_LENGTH = 1500;

/** Spec 02 §5: the forum signature at most 200 characters. */
export const SIGNATURE_MAX_LENGTH = 200;
