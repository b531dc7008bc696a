import { z } from 'zod';
import { nowSeconds } from '../domain/clock.ts';
import {
  accounts,
  comments,
  listings,
  nextId,
  recentGames,
  replies,
  reports,
  statuses,
  threads,
  usernameRestrictions,
  violations,
  type Violation,
} from '../db/index.ts';
import { http } from '../requests/typed-http.ts';
import { requestSchemas } from '@endless/client/schemas';
import { errorCodeBody } from '../requests/errors.ts';
import { parseBody, parseQuery } from '../requests/parse.ts';
import { requireAccount } from '../domain/auth.ts';
import { usernameError } from '../domain/validation.ts';

type ReportType = z.output<typeof requestSchemas.createReport.body>['type'];
/** Endless itself owns what has no author of its own (games): the staff persona. */
const ENDLESS_ACCOUNT_ID = 2;

const VIOLATION_TYPES = [0, 1, 2, 3, 4, 5] as const;
/** The stored type as the contract's enum (the collection already limits it to 0–5). */
const violationType = (type: number) => VIOLATION_TYPES.find((known) => known === type) ?? 0;

/**
 * The account id behind a reported thing, or undefined when nothing of that type has this id. Games
 * belong to Endless. No community listing exists (the contract's community categories: none exist
 * and none are seeded, so their endpoints answer 404 for every id), so type 41 is never found.
 */
function reportedAccountId(type: ReportType, id: number): number | undefined {
  const where = { id };
  switch (type) {
    case 11:
      return accounts.findFirst((q) => q.where(where))?.id;
    case 12:
      return statuses.findFirst((q) => q.where(where))?.account_id;
    case 21:
      return listings.findFirst((q) => q.where(where))?.created_by;
    case 31:
      return recentGames.findFirst((q) => q.where({ game_id: id }))
        ? ENDLESS_ACCOUNT_ID
        : undefined;
    case 41:
      return undefined;
    case 51:
      return threads.findFirst((q) => q.where(where))?.created_by;
    case 52:
      return replies.findFirst((q) => q.where(where))?.author_id;
    case 53:
      return comments.findFirst((q) => q.where(where))?.author_id;
  }
}

function reportedUsername(type: ReportType, id: number): string | undefined {
  const accountId = reportedAccountId(type, id);
  return accountId === undefined
    ? undefined
    : accounts.findFirst((q) => q.where({ id: accountId }))?.username;
}

/** The account's current violation: the newest one not yet resolved. */
function currentViolation(accountId: number): Violation | undefined {
  return violations
    .findMany((q) => q.where({ account_id: accountId, resolved: 0 }))
    .sort((a, b) => b.created_at - a.created_at || b.id - a.id)[0];
}

function openRestriction(accountId: number) {
  return usernameRestrictions.findFirst((q) => q.where({ account_id: accountId, resolved: 0 }));
}

/**
 * Why a violation cannot be reactivated now: VL1001 (type 3 and above: spec 02 §4 lets only types
 * below 3 reactivate), VL1002 (a running suspension).
 */
function reactivationError(violation: Violation) {
  if (violation.violation_type >= 3) return 'VL1001' as const;
  const expires = violation.violation_expires;
  if (violation.violation_type === 2 && expires !== null && expires > nowSeconds()) {
    return 'VL1002' as const;
  }
  return null;
}

/** Lifts the restriction once neither a violation nor a rejected username holds the account. */
async function restoreIfClear(accountId: number): Promise<void> {
  if (currentViolation(accountId) || openRestriction(accountId)) return;
  await accounts.update((q) => q.where({ id: accountId }), {
    data: (draft) => void (draft.account_state = 1),
  });
}

export const accountabilityHandlers = [
  // Report form lookup: an unknown id is RP1003 (a type outside the list is RP1001, by the contract).
  http.get('/accountability/report', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const query = parseQuery(request, requestSchemas.getReportTarget.query);
    if (!query.ok) return query.response;
    const { type, content } = query.data;
    const username = reportedUsername(type, content);
    if (!username) return response(404).json(errorCodeBody(404, 'RP1003'));
    return response(200).json({ status: 200, content_username: username });
  }),

  http.post('/accountability/report', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, requestSchemas.createReport.body);
    if (!body.ok) return body.response;
    const { type, content, subject, additional = '' } = body.data;
    if (reportedAccountId(type, content) === undefined) {
      return response(404).json(errorCodeBody(404, 'RP1003'));
    }
    await reports.create({
      id: nextId(reports),
      reporter_id: auth.account.id,
      type,
      content,
      subject,
      additional,
      created_at: nowSeconds(),
    });
    return response(200).json({ status: 200 });
  }),

  http.get('/accountability/violation', ({ request, response }) => {
    const auth = requireAccount(request, { allowRestricted: true });
    if (!auth.ok) return auth.response;
    const violation = currentViolation(auth.account.id);
    const restrictionType = openRestriction(auth.account.id)?.restriction_type ?? 0;
    return response(200).json({
      status: 200,
      violation: violation
        ? {
            violation_type: violationType(violation.violation_type),
            section_number: violation.section_number,
            section_text: violation.section_text,
            subsection_number: violation.subsection_number,
            subsection_text: violation.subsection_text,
            specific_number: violation.specific_number,
            specific: violation.specific,
            violation_reason: violation.violation_reason,
            content: violation.content === '' ? null : violation.content,
            staff_note: violation.staff_note === '' ? null : violation.staff_note,
            violation_expires: violation.violation_expires,
            restriction_type: restrictionType,
          }
        : null,
      restriction_type: restrictionType,
    });
  }),

  // Reactivation after agreeing to the terms: types below 3 only; a suspension only once it has
  // ended. An account that is not restricted, or only has a rejected username, is left as is.
  http.patch('/accountability/violation', async ({ request, response }) => {
    const auth = requireAccount(request, { allowRestricted: true });
    if (!auth.ok) return auth.response;
    const { account } = auth;
    if (account.account_state !== 0) return response(200).json({ status: 200 });
    const violation = currentViolation(account.id);
    if (violation) {
      const error = reactivationError(violation);
      if (error) return response(403).json(errorCodeBody(403, error));
      await violations.update((q) => q.where({ id: violation.id }), {
        data: (draft) => void (draft.resolved = 1),
      });
    }
    await restoreIfClear(account.id);
    return response(200).json({ status: 200 });
  }),

  // A new username for a rejected one. Submitting it from /restricted also accepts the terms (our
  // design), so a violation that could be reactivated now is settled with it and the account is
  // restored; a termination, investigation or running suspension keeps it restricted.
  http.patch('/accountability/username', async ({ request, response }) => {
    const auth = requireAccount(request, { allowRestricted: true });
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, z.object({ username: z.string() }));
    if (!body.ok) return body.response;
    const { account } = auth;
    const restriction = openRestriction(account.id);
    if (!restriction) return response(409).json(errorCodeBody(409, 'VL1003'));
    const { username } = body.data;
    // The rejected name itself is refused as blacklisted (our design), even though the account holds it.
    const rejected = username.toLowerCase() === restriction.rejected_username.toLowerCase();
    const error = rejected ? 'AU1025' : usernameError(username, account.id);
    if (error) return response(400).json(errorCodeBody(400, error));
    await accounts.update((q) => q.where({ id: account.id }), {
      data: (draft) => {
        draft.username = username;
        draft.public_username = username;
      },
    });
    await usernameRestrictions.update((q) => q.where({ id: restriction.id }), {
      data: (draft) => void (draft.resolved = 1),
    });
    const violation = currentViolation(account.id);
    if (violation && !reactivationError(violation)) {
      await violations.update((q) => q.where({ id: violation.id }), {
        data: (draft) => void (draft.resolved = 1),
      });
    }
    await restoreIfClear(account.id);
    return response(200).json({ status: 200, username });
  }),
];
