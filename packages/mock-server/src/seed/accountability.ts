import { db, type ViolationData } from '../db/index.ts';
import { personaId } from './personas.ts';
import { DAY, MEMBER_ID, type Seeding } from './seeding.ts';

/**
 * The violations behind the restricted personas (suspended, terminated, renamed) and an old one of
 * member's, renamed's rejected username, and a report member filed.
 */
export async function seedAccountability({ t, pace }: Seeding, generatedIds: number[]) {
  const violation = {
    section_number: 4,
    section_text: 'Community Rules',
    subsection_number: 2,
    subsection_text: 'Respect',
    specific_number: 1,
    content: '',
    staff_note: '',
    created_at: t - 3 * DAY,
    resolved: 0 as const,
  };
  const violations: ViolationData[] = [
    {
      ...violation,
      id: 1,
      account_id: personaId('suspended'),
      violation_type: 2,
      specific: 'Bullying/Harassment',
      violation_reason: 'Harassing other players in chat.',
      content: 'You are terrible at this game, quit.',
      violation_expires: t - 3600,
    },
    {
      ...violation,
      id: 2,
      account_id: personaId('terminated'),
      violation_type: 3,
      specific: 'Exploiting/Scamming',
      violation_reason: 'Repeated scamming of other players.',
      content: 'Trading scam reported by several players.',
      violation_expires: null,
    },
    {
      ...violation,
      id: 3,
      account_id: personaId('renamed'),
      violation_type: 1,
      specific: 'Inappropriate Username',
      violation_reason: 'The username was rejected by staff.',
      content: 'renamed',
      violation_expires: null,
    },
    {
      ...violation,
      id: 4,
      account_id: MEMBER_ID,
      violation_type: 1,
      specific: 'Spam/Throwaway',
      violation_reason: 'Posting the same message repeatedly.',
      violation_expires: null,
      created_at: t - 200 * DAY,
      resolved: 1,
    },
  ];
  for (const row of violations) {
    await pace();
    await db.violations.create(row);
  }
  await pace();
  await db.usernameRestrictions.create({
    id: 1,
    account_id: personaId('renamed'),
    restriction_type: 1,
    rejected_username: 'renamed',
    created_at: t - 3 * DAY,
    resolved: 0,
  });
  await pace();
  await db.reports.create({
    id: 1,
    reporter_id: MEMBER_ID,
    type: 11,
    content: generatedIds[100] ?? 110,
    subject: 1,
    additional: 'Spamming friend requests.',
    created_at: t - 9 * DAY,
  });
}
