/**
 * The named accounts every seed creates, with fixed ids 1 to 9. Their credentials are listed in the
 * package README; tests and the app's journeys sign in with them.
 */
export const PERSONAS = [
  {
    id: 1,
    username: 'member',
    password: 'member-pass',
    role: 'Ordinary verified member with friends, requests, items and statuses',
  },
  {
    id: 2,
    username: 'staff',
    password: 'staff-pass',
    role: 'Staff (shield): forum moderation, staff label',
  },
  {
    id: 3,
    username: 'child',
    password: 'child-pass',
    role: 'Under 13: privacy mode, no birthday stored, no forum posting',
  },
  {
    id: 4,
    username: 'private',
    password: 'private-pass',
    role: 'Profile view level 0 (private profile, AC1011 to others)',
  },
  {
    id: 5,
    username: 'backer',
    password: 'backer-pass',
    role: 'Backer tier 2 and subscriber (15 daily nodes), chat service connected',
  },
  {
    id: 6,
    username: 'unverified',
    password: 'unverified-pass',
    role: 'E-mail not verified (verified_email 0)',
  },
  {
    id: 7,
    username: 'suspended',
    password: 'suspended-pass',
    role: 'Restricted by a suspension that has already ended: can reactivate',
  },
  {
    id: 8,
    username: 'terminated',
    password: 'terminated-pass',
    role: 'Restricted by a termination: can only log out',
  },
  {
    id: 9,
    username: 'renamed',
    password: 'renamed-pass',
    role: 'Restricted for a rejected username (restriction_type 1): must pick a new one',
  },
] as const;

export type PersonaName = (typeof PERSONAS)[number]['username'];

export const personaId = (name: PersonaName): number => {
  const persona = PERSONAS.find((p) => p.username === name);
  if (!persona) throw new Error(`Unknown persona ${name}`);
  return persona.id;
};

/** Known one-time values seeded for manual testing (documented in the README). */
export const SEEDED_CODES = {
  /** Verification code of `unverified` (16 characters): /account/verify/VERIFYUNVERIFIED. */
  verification: 'VERIFYUNVERIFIED',
  /** Password-reset link of `member`: /account/reset/password/1/reset-member-0001. */
  reset: 'reset-member-0001',
  /** Chat-service authorization codes for the connect callback (?code=…). */
  discord: ['discord-demo-0001', 'discord-demo-0002', 'discord-demo-0003'],
} as const;
