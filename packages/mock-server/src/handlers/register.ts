import { z } from 'zod';
import { accounts, nextId, outfits } from '../db/index.ts';
import { newAccountData, sendVerification } from '../domain/account.ts';
import { createSession } from '../domain/auth.ts';
import { nowSeconds } from '../domain/clock.ts';
import {
  emailError,
  isUnder13,
  parseDob,
  passwordError,
  passwordScore,
  usernameError,
} from '../domain/validation.ts';
import { errorCodeBody } from '../requests/errors.ts';
import { parseBody } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';

const registerBody = z.object({
  dob: z.string(),
  email: z.string(),
  username: z.string(),
  password: z.string(),
});

export const registerHandlers = [
  http.post('/register/validate/email', async ({ request, response }) => {
    const body = await parseBody(request, z.object({ email: z.string() }));
    if (!body.ok) return body.response;
    const error = emailError(body.data.email);
    return error
      ? response(400).json(errorCodeBody(400, error))
      : response(200).json({ status: 200 });
  }),

  http.post('/register/validate/user', async ({ request, response }) => {
    const body = await parseBody(request, z.object({ username: z.string() }));
    if (!body.ok) return body.response;
    const error = usernameError(body.data.username);
    return error
      ? response(400).json(errorCodeBody(400, error))
      : response(200).json({ status: 200 });
  }),

  http.post('/register/validate/password', async ({ request, response }) => {
    const body = await parseBody(request, z.object({ pwd: z.string() }));
    if (!body.ok) return body.response;
    return response(200).json({ status: 200, password_score: passwordScore(body.data.pwd) });
  }),

  // Registration: checks fields in form order (birthday, e-mail, username, password). Under 13 the
  // birthday is not stored (privacy mode). The new account starts unverified with a verification
  // code (logged for developers) and is signed in for 30 days.
  http.post('/register/user', async ({ request, response }) => {
    const body = await parseBody(request, registerBody);
    if (!body.ok) return body.response;
    const { email, username, password } = body.data;
    const dob = parseDob(body.data.dob);
    if (!dob) return response(400).json(errorCodeBody(400, 'AU1022'));
    const error = emailError(email) ?? usernameError(username) ?? passwordError(password);
    if (error) return response(400).json(errorCodeBody(400, error));

    const account = await accounts.create(
      newAccountData({
        id: nextId(accounts),
        username,
        password,
        email,
        dob,
        privacyMode: isUnder13(dob),
        at: nowSeconds(),
      }),
    );
    await outfits.create({ account_id: account.id, items: [] });
    await sendVerification(account, email);
    const session = await createSession(account.id, true);
    return response(200).json({
      status: 200,
      tokens: { access_token: session.access_token, refresh_token: session.refresh_token },
    });
  }),
];
