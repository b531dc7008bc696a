import { HttpResponse, http } from 'msw';
import { TOKEN_TTL_MS, accountTokens, accounts, type AccountToken } from '../db/index.ts';
import { now } from '../domain/clock.ts';

/**
 * The developer outbox (outside the contract): the e-mails the mock "sent" whose links still work —
 * verification codes and password-reset links. A mock has no mailbox, so developers read their
 * current code here. The entries are derived from the live one-time tokens, so they follow every
 * reset, restore and use of the database.
 */
export const OUTBOX_PATH = '/__mock/outbox';

export interface OutboxEmail {
  kind: 'verification' | 'reset';
  account_id: number;
  username: string;
  to: string;
  subject: string;
  /** The app route the e-mail links to. */
  link: string;
  token: string;
  /** Epoch milliseconds. */
  sent_at: number;
  /** Epoch milliseconds. */
  expires_at: number;
}

const SUBJECTS: Record<OutboxEmail['kind'], string> = {
  verification: 'Verify your Endless e-mail address',
  reset: 'Reset your Endless password',
};

function toEmail(token: AccountToken): OutboxEmail | null {
  if (token.kind !== 'verification' && token.kind !== 'reset') return null;
  const account = accounts.findFirst((q) => q.where({ id: token.account_id }));
  if (!account) return null;
  return {
    kind: token.kind,
    account_id: account.id,
    username: account.username,
    to: token.kind === 'verification' ? (token.payload ?? account.email) : account.email,
    subject: SUBJECTS[token.kind],
    link:
      token.kind === 'verification'
        ? `/account/verify/${token.token}`
        : `/account/reset/password/${account.id}/${token.token}`,
    token: token.token,
    sent_at: token.expires_at - TOKEN_TTL_MS[token.kind],
    expires_at: token.expires_at,
  };
}

/** The live e-mails, newest first; `username` (case-insensitive) narrows them to one account. */
export function outbox(username?: string): OutboxEmail[] {
  const wanted = username?.toLowerCase();
  return accountTokens
    .findMany((q) => q.where({ used: 0, expires_at: (expiresAt) => expiresAt > now() }))
    .map(toEmail)
    .filter((email): email is OutboxEmail => email !== null)
    .filter((email) => wanted === undefined || email.username.toLowerCase() === wanted)
    .sort((a, b) => b.sent_at - a.sent_at);
}

/** `GET /__mock/outbox[?username=…]` → `{ status: 200, emails: OutboxEmail[] }`. */
export const outboxHandlers = [
  http.get(`*${OUTBOX_PATH}`, ({ request }) => {
    const username = new URL(request.url).searchParams.get('username') ?? undefined;
    return HttpResponse.json({ status: 200, emails: outbox(username) });
  }),
];
