import { z } from 'zod';
import { discordCodes, discordConnections, type Account } from '../db/index.ts';
import { requireAccount } from '../domain/auth.ts';
import { now, nowSeconds } from '../domain/clock.ts';
import { errorCodeBody } from '../requests/errors.ts';
import { parseBody } from '../requests/parse.ts';
import { http } from '../requests/typed-http.ts';
import { discordAuthorizeHandlers } from '../stand-ins/discord-authorize.ts';

const authorizeBody = z.object({ token: z.string() });

/** The account's live chat-service connection, or undefined when it is not connected. */
function liveConnection(account: Account) {
  const connection = discordConnections.findFirst((q) => q.where({ account_id: account.id }));
  return connection && connection.state !== 0 && connection.username !== null
    ? { ...connection, username: connection.username }
    : undefined;
}

export const connectionsHandlers = [
  // Connect: a code of the chat service (seeded, or minted by the mock's authorize stand-in page)
  // works once and before it expires (CN1001 otherwise). Connecting again replaces the connection.
  http.post('/connections/discord/authorize', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const body = await parseBody(request, authorizeBody);
    if (!body.ok) return body.response;
    const code = discordCodes.findFirst((q) =>
      q.where({ code: body.data.token, used: 0, expires_at: (expiresAt) => expiresAt > now() }),
    );
    if (!code) return response(400).json(errorCodeBody(400, 'CN1001'));
    await discordCodes.update(code, { data: (draft) => void (draft.used = 1) });
    const accountId = auth.account.id;
    const connection = { state: 1, username: code.username, connected_at: nowSeconds() };
    const existing = discordConnections.findFirst((q) => q.where({ account_id: accountId }));
    if (existing) {
      await discordConnections.update(existing, {
        data: (draft) => void Object.assign(draft, connection),
      });
    } else {
      await discordConnections.create({ account_id: accountId, ...connection });
    }
    return response(200).json({ status: 200, discord: { state: 1, username: code.username } });
  }),

  // Refresh: the mock's chat service never renames anyone, so the stored name is current.
  http.post('/connections/discord/refresh', ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const connection = liveConnection(auth.account);
    if (!connection) return response(409).json(errorCodeBody(409, 'CN1002'));
    return response(200).json({ status: 200, discord: { username: connection.username } });
  }),

  http.post('/connections/discord/revoke', async ({ request, response }) => {
    const auth = requireAccount(request);
    if (!auth.ok) return auth.response;
    const connection = liveConnection(auth.account);
    if (!connection) return response(409).json(errorCodeBody(409, 'CN1002'));
    await discordConnections.update((q) => q.where({ account_id: auth.account.id }), {
      data: (draft) => {
        draft.state = 0;
        draft.username = null;
        draft.connected_at = null;
      },
    });
    return response(200).json({ status: 200, discord: { state: 0, username: null } });
  }),

  // The chat service's authorize screen the Connect button opens (outside the contract).
  ...discordAuthorizeHandlers,
];
