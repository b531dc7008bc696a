import type { HttpResponse } from 'msw';
import {
  ACCESS_TOKEN_TTL_MS,
  REFRESH_TOKEN_TTL_MS,
  accounts,
  nextId,
  sessions,
  type Account,
  type Session,
} from '../db/index.ts';
import { restricted, unauthorized, type ErrorCodeBody } from '../requests/errors.ts';
import { now } from './clock.ts';
import { randomToken } from './tokens.ts';

export type AuthResult =
  | { ok: true; account: Account; session: Session }
  | { ok: false; response: HttpResponse<ErrorCodeBody> };

/** The bearer token of the Authorization header, or null. */
export function bearerToken(request: Request): string | null {
  const header = request.headers.get('authorization');
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1] ?? null;
}

/** The live session of an access token (unknown or expired tokens give null). */
export function findSession(accessToken: string): Session | null {
  // Plain finds, not the query builder: every signed-in request asks.
  const session = sessions.all().find((row) => row.access_token === accessToken);
  return session && session.access_expires_at > now() ? session : null;
}

/** Whether the account is restricted (account_state 0): it may only sync, answer its violation,
 * resubmit a username and log out. */
export function isRestricted(account: Account): boolean {
  return account.account_state === 0;
}

/**
 * Resolves the bearer token to its account. Missing, unknown or expired tokens give 401 AU1001;
 * restricted accounts give 403 AC1020 unless `allowRestricted` (sync, violation, username, logout).
 *
 * @example
 * const auth = requireAccount(request);
 * if (!auth.ok) return auth.response;
 * auth.account.username;
 */
export function requireAccount(
  request: Request,
  options: { allowRestricted?: boolean } = {},
): AuthResult {
  const token = bearerToken(request);
  const session = token ? findSession(token) : null;
  const account = session && accounts.all().find((row) => row.id === session.account_id);
  if (!session || !account) return { ok: false, response: unauthorized() };
  if (isRestricted(account) && !options.allowRestricted) {
    return { ok: false, response: restricted() };
  }
  return { ok: true, account, session };
}

/**
 * For public operations whose answer depends on the viewer (profiles, forums, listings): no
 * Authorization header gives `account: null`; a token that is sent but invalid still gives 401 so the
 * client refreshes it, as on protected operations.
 */
export function optionalAccount(
  request: Request,
): { ok: true; account: Account | null } | { ok: false; response: HttpResponse<ErrorCodeBody> } {
  if (!request.headers.has('authorization')) return { ok: true, account: null };
  const auth = requireAccount(request, { allowRestricted: true });
  return auth.ok ? { ok: true, account: auth.account } : auth;
}

/** Opens a session (login, registration): an access token for 15 minutes, a refresh token for 30 days. */
export async function createSession(accountId: number, remember: boolean): Promise<Session> {
  const issuedAt = now();
  return sessions.create({
    id: nextId(sessions),
    account_id: accountId,
    access_token: randomToken('at'),
    refresh_token: randomToken('rt'),
    access_expires_at: issuedAt + ACCESS_TOKEN_TTL_MS,
    refresh_expires_at: issuedAt + REFRESH_TOKEN_TTL_MS,
    remember,
    created_at: issuedAt,
  });
}

/**
 * Exchanges a token pair for a new one; the old pair stops working. The access token may be expired
 * but must belong to the same session as the live refresh token. Returns null otherwise (AU1004).
 */
export async function rotateSession(
  accessToken: string,
  refreshToken: string,
): Promise<Session | null> {
  const session = sessions.findFirst((q) =>
    q.where({ access_token: accessToken, refresh_token: refreshToken }),
  );
  if (!session || session.refresh_expires_at <= now()) return null;
  sessions.delete(session);
  return createSession(session.account_id, session.remember);
}

/** Ends the session holding either token (logout). Unknown tokens are ignored. */
export function revokeSession(accessToken: string, refreshToken: string): void {
  sessions.deleteMany((q) =>
    q.where({ access_token: accessToken }).or({ refresh_token: refreshToken }),
  );
}

/** Ends every session of an account (password change or reset). */
export function revokeAllSessions(accountId: number): void {
  sessions.deleteMany((q) => q.where({ account_id: accountId }));
}
