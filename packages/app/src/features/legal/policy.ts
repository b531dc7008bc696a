// Spec 02 §9: the policy constants the terms and the privacy policy state.
export const POLICY = {
  termsRevised: '03/21/2021',
  privacyRevised: '03/27/2021',
  changeNoticeDays: 7,
  throwawayAppealDays: 30,
  paymentClaimDays: 45,
  claimYears: 1,
  forumsMinimumAge: 13,
  unverifiedRemovalDays: 30,
  cookieNoticeDays: 30,
} as const;

/** Spec 02 §4: the moderation ladder, mildest first. */
export const MODERATION_LADDER = [
  'Warning',
  '2 hour suspension',
  '6 hour suspension',
  '12 hour suspension',
  '24 hour suspension',
  '48 hour suspension',
  '72 hour suspension',
  '7 day suspension',
  '14 day suspension',
  '30 day suspension',
  '3 month suspension',
  '6 month suspension',
  'Account closure',
] as const;
