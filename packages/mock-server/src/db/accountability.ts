import { Collection } from '@msw/data';
import { z } from 'zod';
import { epochSeconds, flag, id } from './fields.ts';

/** Report type codes: 11 user, 12 status, 21 listing, 31 game, 41 community, 51 thread, 52 reply, 53 comment. */
export const reportSchema = z.object({
  id,
  reporter_id: id,
  type: z.number().int(),
  /** The reported thing's id. */
  content: id,
  /** 1 to 8. */
  subject: z.number().int().min(1).max(8),
  additional: z.string(),
  created_at: epochSeconds,
});

/** Violation types: 0 none/unknown, 1 warning, 2 suspension, 3 termination, 4 investigation, 5 other. */
export const violationSchema = z.object({
  id,
  account_id: id,
  violation_type: z.literal([0, 1, 2, 3, 4, 5]),
  section_number: z.number().int(),
  section_text: z.string(),
  subsection_number: z.number().int(),
  subsection_text: z.string(),
  specific_number: z.number().int(),
  specific: z.string(),
  violation_reason: z.string(),
  /** The offending content, as staff recorded it. */
  content: z.string(),
  staff_note: z.string(),
  /** End of a suspension in epoch seconds; null when it does not expire. */
  violation_expires: epochSeconds.nullable(),
  created_at: epochSeconds,
  /** 1 once the user reactivated the account after this violation. */
  resolved: flag,
});

/** A rejected username: the user must submit a new one (restriction_type other than 0). */
export const usernameRestrictionSchema = z.object({
  id,
  account_id: id,
  restriction_type: z.number().int(),
  rejected_username: z.string(),
  created_at: epochSeconds,
  resolved: flag,
});

/** The values of a Report (what `create` takes). */
export type ReportData = z.infer<typeof reportSchema>;
/** The values of a Violation (what `create` takes). */
export type ViolationData = z.infer<typeof violationSchema>;
/** The values of a UsernameRestriction (what `create` takes). */
export type UsernameRestrictionData = z.infer<typeof usernameRestrictionSchema>;

export const reports = new Collection({ schema: reportSchema });
export const violations = new Collection({ schema: violationSchema });
export const usernameRestrictions = new Collection({ schema: usernameRestrictionSchema });

/** A stored Report: pass it to `update`/`delete` of its collection. */
export type Report = ReturnType<typeof reports.all>[number];
/** A stored Violation: pass it to `update`/`delete` of its collection. */
export type Violation = ReturnType<typeof violations.all>[number];
/** A stored UsernameRestriction: pass it to `update`/`delete` of its collection. */
export type UsernameRestriction = ReturnType<typeof usernameRestrictions.all>[number];
