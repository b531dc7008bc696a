import { z } from 'zod';
import { TOKEN_TTL_MS, accountTokens, accounts } from '../db/index.ts';
import { createSession, revokeAllSessions, revokeSession, rotateSession } from '../domain/auth.ts';
import { now, nowSeconds } from '../domain/clock.ts';
import { randomToken } from '../domain/tokens.ts';
import { findAccountByEmail, findAccountByUsername, passwordError } from '../domain/validation.ts';
import { errorCodeBody } from '../requests/errors.ts';
import { parseBody } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';

const loginBody = z.object({ username: z.string(), password: z.string(), remember: z.boolean() });
const tokensBody = z.object({ access_token: z.string(), refresh_token: z.string() });
const logoutBody = z.object({ accessToken: z.string(), refreshToken: z.string() });
const forgotBody = z.object({ input: z.string() });
const resetBody = z.object({ id: z.number().int(), token: z.string() });
const resetPasswordBody = resetBody.extend({ pwd: z.string() });

/** The live, unused reset token of an account, or undefined (AU1010). */
function findResetToken(accountId: number, token: string) {
  return accountTokens.findFirst((q) =>
    q.where({
      kind: 'reset',
      token,
      account_id: accountId,
      used: 0,
      expires_at: (expiresAt) => expiresAt > now(),
    }),
  );
}

export const oauth2Handlers = [
  // Login: AU1002 for an unknown username, AU1003 for a wrong password (the contract's request
  // rules answer the same codes for a username or password outside them,
  // requests/request-rules.ts).
  // Restricted accounts may sign in: the app then shows them /restricted.
  http.post('/OAuth2/authorize', async ({ request, response }) => {
    const body = await parseBody(request, loginBody);
    if (!body.ok) return body.response;
    const { username, password, remember } = body.data;
    const account = findAccountByUsername(username);
    if (!account) return response(400).json(errorCodeBody(400, 'AU1002'));
    if (password !== account.password) {
      return response(400).json(errorCodeBody(400, 'AU1003'));
    }
    await accounts.update(account, { data: (draft) => void (draft.last_active = nowSeconds()) });
    const session = await createSession(account.id, remember);
    return response(200).json({
      status: 200,
      tokens: { access_token: session.access_token, refresh_token: session.refresh_token },
    });
  }),

  // Refresh: both tokens are replaced; the old pair stops working.
  http.put('/OAuth2/authorize', async ({ request, response }) => {
    const body = await parseBody(request, tokensBody);
    if (!body.ok) return body.response;
    const session = await rotateSession(body.data.access_token, body.data.refresh_token);
    if (!session) return response(401).json(errorCodeBody(401, 'AU1004'));
    return response(200).json({
      status: 200,
      tokens: { access_token: session.access_token, refresh_token: session.refresh_token },
    });
  }),

  // Logout: always 200 for a well-formed body, even with unknown tokens.
  http.delete('/OAuth2/authorize', async ({ request, response }) => {
    const body = await parseBody(request, logoutBody);
    if (!body.ok) return body.response;
    revokeSession(body.data.accessToken, body.data.refreshToken);
    return response(200).json({ status: 200 });
  }),

  // Forgot password: a valid username or e-mail of an existing account gets a reset link. No mail
  // is sent by a mock: the link is logged for developers.
  http.post('/OAuth2/forgot', async ({ request, response }) => {
    const body = await parseBody(request, forgotBody);
    if (!body.ok) return body.response;
    // The contract's rules let through a username (no '@') or an e-mail address (one '@').
    const { input } = body.data;
    const account = input.includes('@') ? findAccountByEmail(input) : findAccountByUsername(input);
    if (!account) return response(400).json(errorCodeBody(400, 'AU1030'));
    const token = randomToken('reset');
    await accountTokens.create({
      token,
      kind: 'reset',
      account_id: account.id,
      payload: null,
      expires_at: now() + TOKEN_TTL_MS.reset,
      used: 0,
    });
    console.info(`[mock] password reset link: /account/reset/password/${account.id}/${token}`);
    return response(200).json({ status: 200 });
  }),

  http.post('/OAuth2/reset/validate', async ({ request, response }) => {
    const body = await parseBody(request, resetBody);
    if (!body.ok) return body.response;
    if (!findResetToken(body.data.id, body.data.token)) {
      return response(400).json(errorCodeBody(400, 'AU1010'));
    }
    return response(200).json({ status: 200 });
  }),

  // Reset: the token is spent and every session of the account ends (our design).
  http.put('/OAuth2/reset/password', async ({ request, response }) => {
    const body = await parseBody(request, resetPasswordBody);
    if (!body.ok) return body.response;
    const { id, token, pwd } = body.data;
    const resetToken = findResetToken(id, token);
    if (!resetToken) return response(400).json(errorCodeBody(400, 'AU1010'));
    const invalid = passwordError(pwd);
    if (invalid) return response(400).json(errorCodeBody(400, invalid));
    await accounts.update((q) => q.where({ id }), { data: (draft) => void (draft.password = pwd) });
    await accountTokens.update(resetToken, { data: (draft) => void (draft.used = 1) });
    revokeAllSessions(id);
    return response(200).json({ status: 200 });
  }),
];
