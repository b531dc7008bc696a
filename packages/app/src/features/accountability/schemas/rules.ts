// The accountability forms' limits, apart from the schemas (which load on demand) so the forms can
// read them at render time without pulling zod.

/** Spec 02 §5, §9: the rejected-username form (the contract's Username). */
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 18;
export const USERNAME_PATTERN = /^[A-Za-z0-9._]+$/;

/** Additional details limit (the contract's CreateReportBody.additional). */
export const REPORT_ADDITIONAL_MAX = 1000;
