import {
  TOKEN_TTL_MS,
  accountTokens,
  accounts,
  sessions,
  type Account,
  type AccountData,
  type AccountToken,
  type AccountTokenKind,
} from '../db/index.ts';
import { bareCharacterCode } from '../rules/character.ts';
import { now } from './clock.ts';
import { randomHex, randomToken, verificationCode } from './tokens.ts';

/**
 * An account as registration creates it at `at` (seconds): unverified, no nodes, no badges, the
 * default theme, online, a bare character. A child's (privacy mode: no birthday kept) starts with
 * the most private settings (our design).
 */
export function newAccountData({
  id,
  username,
  password,
  email,
  dob,
  privacyMode,
  at,
}: {
  id: number;
  username: string;
  password: string;
  email: string;
  dob: string;
  privacyMode: boolean;
  at: number;
}): AccountData {
  return {
    id,
    username,
    username_pool: null,
    public_username: username,
    password,
    dob: privacyMode ? null : dob,
    privacy_mode: privacyMode ? 1 : 0,
    email,
    verified_email: 0,
    pending_email: null,
    nodes: 0,
    nodes_multiplier: 1,
    subscriber: 0,
    backer: 0,
    shield: 0,
    account_state: 1,
    theme: 0,
    about: '',
    signature: '',
    half_render: randomHex(5),
    full_render: randomHex(5),
    active_render: 0,
    online_status: 3,
    last_active: at,
    profile_views: 0,
    privacy_view: privacyMode ? 1 : 3,
    privacy_activity: privacyMode ? 0 : 3,
    privacy_friend: privacyMode ? 1 : 2,
    privacy_follow: privacyMode ? 1 : 2,
    created_at: at,
    character_code: bareCharacterCode(),
    previous_colors: '',
    last_daily_nodes: 0,
  };
}

/**
 * Obfuscates an e-mail for display (the contract's AccountEmail): the first two characters of the
 * local part and of the domain name are kept, the rest become `*`; the top-level domain stays.
 *
 * @example obfuscateEmail('member@endless.example') // 'me****@en*****.example'
 */
export function obfuscateEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 0) return mask(email);
  const domain = email.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  const name = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${mask(email.slice(0, at))}@${mask(name)}${tld}`;
}

function mask(part: string): string {
  return part.slice(0, 2) + '*'.repeat(Math.max(0, part.length - 2));
}

/** Text length as JSON Schema counts it (code points, not UTF-16 units). */
export function textLength(text: string): number {
  return [...text].length;
}

/** The live (unused, unexpired) token of `kind` with this value, owned by the account. */
export function findLiveToken(
  accountId: number,
  kind: AccountTokenKind,
  token: string,
): AccountToken | undefined {
  return accountTokens.findFirst((q) =>
    q.where({
      kind,
      token,
      account_id: accountId,
      used: 0,
      expires_at: (expiresAt) => expiresAt > now(),
    }),
  );
}

/** Marks a one-time token as spent. */
export async function spendToken(token: AccountToken): Promise<void> {
  await accountTokens.update((q) => q.where({ token: token.token, kind: token.kind }), {
    data: (draft) => void (draft.used = 1),
  });
}

/** Issues a step-1 token of the e-mail (`et_…`) or password (`pt_…`) change. */
export async function issueChangeToken(
  accountId: number,
  kind: 'email_change' | 'password_change',
): Promise<string> {
  const token = randomToken(kind === 'email_change' ? 'et' : 'pt');
  await accountTokens.create({
    token,
    kind,
    account_id: accountId,
    payload: null,
    expires_at: now() + TOKEN_TTL_MS[kind],
    used: 0,
  });
  return token;
}

/**
 * "Sends" a verification e-mail to `address`: a new 16-character code replaces any earlier one of
 * the account, so only the newest link works. A mock has no mailbox: the code is visible in the
 * developer outbox (`src/controls/outbox.ts`) and logged.
 */
export async function sendVerification(account: Account, address: string): Promise<string> {
  const live = accountTokens.findMany((q) =>
    q.where({ kind: 'verification', account_id: account.id, used: 0 }),
  );
  for (const token of live) await spendToken(token);
  const code = verificationCode();
  await accountTokens.create({
    token: code,
    kind: 'verification',
    account_id: account.id,
    payload: address,
    expires_at: now() + TOKEN_TTL_MS.verification,
    used: 0,
  });
  console.info(`[mock] verification link for ${account.username}: /account/verify/${code}`);
  return code;
}

/** Ends every session of the account except `keepSessionId` (a password change). */
export function revokeOtherSessions(accountId: number, keepSessionId: number): void {
  sessions.deleteMany((q) => q.where({ account_id: accountId, id: (id) => id !== keepSessionId }));
}

type AccountChange = Parameters<typeof accounts.update>[1]['data'];

/** Applies `change` to the account with this id and returns the updated account. */
export async function updateAccount(
  id: number,
  change: AccountChange,
): Promise<Account | undefined> {
  const account = findAccount(id);
  return account && accounts.update(account, { data: change });
}

/** The account by id, if any. */
export function findAccount(id: number): Account | undefined {
  return accounts.all().find((account) => account.id === id);
}
