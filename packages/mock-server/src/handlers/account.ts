import { z } from 'zod';
import { discordConnections, reports, type Account } from '../db/index.ts';
import {
  findLiveToken,
  issueChangeToken,
  obfuscateEmail,
  revokeOtherSessions,
  sendVerification,
  updateAccount,
  spendToken,
} from '../domain/account.ts';
import { isRestricted, requireAccount } from '../domain/auth.ts';
import { nowSeconds } from '../domain/clock.ts';
import { dailyNodes } from '@endless/domain';
import { incomingRequestsCount } from '../domain/relations.ts';
import { emailError, passwordError, passwordScore } from '../domain/validation.ts';
import { errorCodeBody } from '../requests/errors.ts';
import { parseBody } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';
import { LATEST_CLIENT_BUILD } from './ping.ts';

const DAY_SECONDS = 86400;

/** The account field of each privacy option (the contract's PrivacyUpdate bounds each level). */
const PRIVACY_FIELDS = {
  view: 'privacy_view',
  activity: 'privacy_activity',
  friend: 'privacy_friend',
  follow: 'privacy_follow',
} as const;

const contentBody = z.object({ content: z.string() });
const emailBody = z.object({ email: z.string() });
const emailChangeBody = z.object({ email: z.string(), token: z.string() });
const pwdBody = z.object({ pwd: z.string() });
const pwdChangeBody = z.object({ pwd: z.string(), token: z.string() });
const verifyBody = z.object({ token: z.string() });
const privacyBody = z.object({
  option: z.enum(['view', 'activity', 'friend', 'follow']),
  level: z.number(),
});

/** The contract's Theme: 0 default, 2 blue, any other non-zero value grey (1). */
const themeOf = (theme: number): 0 | 1 | 2 => (theme === 0 || theme === 2 ? theme : 1);

const privacyOf = (account: Account) => ({
  privacy_view: account.privacy_view as 0 | 1 | 2 | 3,
  privacy_activity: account.privacy_activity as 0 | 1 | 2 | 3,
  privacy_friend: account.privacy_friend as 0 | 1 | 2,
  privacy_follow: account.privacy_follow as 0 | 1 | 2,
});

/**
 * What a sync changes (our design): the account is marked active now and, when it had gone
 * offline, online (3; a chosen away or busy stays); the first sync of a UTC day grants the daily
 * nodes (5, or 15 for a subscriber or backer, times the multiplier). Restricted accounts earn none.
 */
async function recordSync(account: Account): Promise<Account> {
  const t = nowSeconds();
  const newDay = Math.floor(account.last_daily_nodes / DAY_SECONDS) < Math.floor(t / DAY_SECONDS);
  const grant = newDay && !isRestricted(account) ? dailyNodes(account) : 0;
  // Most syncs change nothing (the app syncs often): no write, nothing to save.
  if (account.last_active === t && account.online_status !== 0 && grant === 0) return account;
  const updated = await updateAccount(account.id, (draft) => {
    draft.last_active = t;
    if (draft.online_status === 0) draft.online_status = 3;
    if (grant > 0) {
      draft.nodes += grant;
      draft.last_daily_nodes = t;
    }
  });
  return updated ?? account;
}

/** The header's staff counter: reports waiting for staff; 0 for everyone else (our design). */
const staffActions = (account: Account) => (account.shield === 1 ? reports.count() : 0);

export const accountHandlers = [
  http.get('/account/sync', async ({ request, response }) => {
    const auth = requireAccount(request, { allowRestricted: true });
    if (!auth.ok) return auth.response;
    const account = await recordSync(auth.account);
    return response(200).json({
      status: 200,
      public_username:
        account.username_pool === null
          ? account.public_username
          : `${account.public_username}#${account.username_pool}`,
      username: account.username,
      nodes: account.nodes,
      nodes_multiplier: account.nodes_multiplier,
      account_state: account.account_state === 0 ? 0 : 1,
      verified_email: account.verified_email,
      subscriber: account.subscriber,
      backer: account.backer as 0 | 1 | 2 | 3 | 4,
      theme: themeOf(account.theme),
      half_render: account.half_render,
      friend_requests_count: incomingRequestsCount(account.id),
      shield: account.shield === 1,
      actions: staffActions(account),
      latest_build: LATEST_CLIENT_BUILD,
      privacy_mode: account.privacy_mode === 1,
    });
  }),

  http.get('/account/data/user', ({ request, response }) => {
    const auth = requireAccount(request, { allowRestricted: true });
    if (!auth.ok) return auth.response;
    return response(200).json({
      status: 200,
      id: auth.account.id,
      shield: auth.account.shield === 1,
    });
  }),

  http.get('/account/data/settings', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const { account } = auth;
    const discord = discordConnections.findFirst((q) => q.where({ account_id: account.id }));
    const connected = discord !== undefined && discord.state !== 0 && discord.username !== null;
    return response(200).json({
      status: 200,
      general: {
        id: account.id,
        username: account.username,
        username_pool: account.username_pool === null ? null : String(account.username_pool),
        email: obfuscateEmail(account.email),
        about: account.about,
        signature: account.signature,
        backer: account.backer as 0 | 1 | 2 | 3 | 4,
        subscriber: account.subscriber,
        account_created: account.created_at,
      },
      connections: {
        discord: connected
          ? { state: 1, username: discord.username }
          : { state: 0, username: null },
      },
      privacy: privacyOf(account),
      security: {
        emailVerified: account.verified_email === 1 ? 1 : 0,
        emailPending: account.verified_email === 2 ? 1 : 0,
      },
    });
  }),

  // The address shown is the one being verified: the pending one during an e-mail change.
  http.get('/account/data/verification', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const { account } = auth;
    return response(200).json({
      status: 200,
      username: account.username,
      email: obfuscateEmail(account.pending_email ?? account.email),
      email_state: account.verified_email,
    });
  }),

  // Resend: only while the address is unverified or a new one is pending (AC1010 otherwise).
  http.post('/account/email/verify', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const { account } = auth;
    if (account.verified_email === 1) return response(409).json(errorCodeBody(409, 'AC1010'));
    await sendVerification(account, account.pending_email ?? account.email);
    return response(200).json({ status: 200 });
  }),

  // Verify: the newest code of the signed-in account. A pending address replaces the old one.
  http.put('/account/verify', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, verifyBody);
    if (!body.ok) return body.response;
    const { account } = auth;
    if (account.verified_email === 1) return response(409).json(errorCodeBody(409, 'AC1010'));
    const token = findLiveToken(account.id, 'verification', body.data.token);
    if (!token) return response(400).json(errorCodeBody(400, 'AC1013'));
    await spendToken(token);
    await updateAccount(account.id, (draft) => {
      if (draft.pending_email !== null) draft.email = draft.pending_email;
      draft.pending_email = null;
      draft.verified_email = 1;
    });
    return response(200).json({ status: 200 });
  }),

  http.put('/account/about', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, contentBody);
    if (!body.ok) return body.response;
    const { content } = body.data;
    await updateAccount(auth.account.id, (draft) => void (draft.about = content));
    return response(200).json({ status: 200 });
  }),

  http.put('/account/signature', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, contentBody);
    if (!body.ok) return body.response;
    const { content } = body.data;
    await updateAccount(auth.account.id, (draft) => void (draft.signature = content));
    return response(200).json({ status: 200 });
  }),

  http.put('/account/privacy', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, privacyBody);
    if (!body.ok) return body.response;
    const { option, level } = body.data;
    const updated = await updateAccount(
      auth.account.id,
      (draft) => void (draft[PRIVACY_FIELDS[option]] = level),
    );
    return response(200).json({ status: 200, privacy: privacyOf(updated ?? auth.account) });
  }),

  // E-mail change, step 1: the current address (case-insensitive) unlocks step 2 for 10 minutes.
  http.post('/account/security/email/validate', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, emailBody);
    if (!body.ok) return body.response;
    const { email } = body.data;
    if (email.toLowerCase() !== auth.account.email.toLowerCase()) {
      return response(400).json(errorCodeBody(400, 'AC1004'));
    }
    const token = await issueChangeToken(auth.account.id, 'email_change');
    return response(200).json({ status: 200, email_token: token });
  }),

  // E-mail change, step 2: the new address becomes pending (verified_email 2) and gets a code.
  http.put('/account/security/email', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, emailChangeBody);
    if (!body.ok) return body.response;
    const { account } = auth;
    const { email } = body.data;
    const token = findLiveToken(account.id, 'email_change', body.data.token);
    if (!token) return response(400).json(errorCodeBody(400, 'AC1005'));
    if (email.toLowerCase() === account.email.toLowerCase()) {
      return response(400).json(errorCodeBody(400, 'AC1006'));
    }
    if (emailError(email, account.id) === 'AU1027') {
      return response(400).json(errorCodeBody(400, 'AU1027'));
    }
    await spendToken(token);
    const updated = await updateAccount(account.id, (draft) => {
      draft.pending_email = email;
      draft.verified_email = 2;
    });
    await sendVerification(updated ?? account, email);
    return response(200).json({ status: 200 });
  }),

  // Password change, step 1: the current password unlocks step 2 for 10 minutes.
  http.post('/account/security/pwd/validate', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, pwdBody);
    if (!body.ok) return body.response;
    const { pwd } = body.data;
    if (pwd !== auth.account.password) {
      return response(400).json(errorCodeBody(400, 'AC1007'));
    }
    const token = await issueChangeToken(auth.account.id, 'password_change');
    return response(200).json({ status: 200, pwd_token: token });
  }),

  http.post('/account/security/pwd/strength', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, pwdBody);
    if (!body.ok) return body.response;
    return response(200).json({ status: 200, strength: passwordScore(body.data.pwd) });
  }),

  // Password change, step 2: the other sessions end; the current tokens keep working.
  http.put('/account/security/pwd', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, pwdChangeBody);
    if (!body.ok) return body.response;
    const { account, session } = auth;
    const { pwd } = body.data;
    const token = findLiveToken(account.id, 'password_change', body.data.token);
    if (!token) return response(400).json(errorCodeBody(400, 'AC1008'));
    if (pwd === account.password) return response(400).json(errorCodeBody(400, 'AC1009'));
    const weak = passwordError(pwd);
    if (weak) return response(400).json(errorCodeBody(400, weak));
    await spendToken(token);
    await updateAccount(account.id, (draft) => void (draft.password = pwd));
    revokeOtherSessions(account.id, session.id);
    return response(200).json({ status: 200 });
  }),
];
