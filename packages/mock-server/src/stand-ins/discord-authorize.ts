import { HttpResponse, http } from 'msw';
import { discordCodes } from '../db/index.ts';
import { now } from '../domain/clock.ts';
import { randomHex } from '../domain/tokens.ts';

/**
 * The chat service's OAuth authorize screen, stood in for by the mock (outside the contract):
 * `GET /__mock/discord/authorize?redirect_uri=…&state=…` shows Authorize and Deny. Authorize mints a
 * one-time code and returns to `redirect_uri?code=…&state=…` (the app's
 * `/account/connections/discord/callback`); Deny returns `?error=access_denied&state=…`, as the
 * real service does. Served by runtimes that answer page navigations (the standalone server).
 *
 * A service worker never sees page navigations, so the in-browser mock cannot show that page: the
 * app renders the same screen itself (a mock-only route) and asks `POST /__mock/discord/codes` for
 * the code, which is minted by the same rule as the page's Authorize.
 */
export const DISCORD_AUTHORIZE_PATH = '/__mock/discord/authorize';

/** `POST` → 201 `{ status: 201, code }`: a fresh one-time code, as Authorize mints it. */
export const DISCORD_CODES_PATH = '/__mock/discord/codes';

/** Codes from the real service expire quickly; ten minutes is plenty for a developer. */
export const MINTED_CODE_TTL_MS = 10 * 60 * 1000;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/** The redirect target, accepted only as an absolute http(s) URL. */
function redirectTarget(value: string | null): URL | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

function page(title: string, body: string, status = 200) {
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body { font-family: system-ui, sans-serif; background: #313338; color: #f2f3f5; display: grid; place-items: center; min-height: 100vh; margin: 0; }
main { background: #2b2d31; border-radius: 8px; padding: 2rem; max-width: 26rem; }
.actions { display: flex; gap: 1rem; justify-content: flex-end; margin-top: 1.5rem; }
button { font: inherit; border: 0; border-radius: 4px; padding: 0.6rem 1.2rem; cursor: pointer; }
button[value="authorize"] { background: #5865f2; color: #fff; }
button[value="deny"] { background: transparent; color: #f2f3f5; text-decoration: underline; }
small { color: #b5bac1; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
  return HttpResponse.html(html, { status });
}

function invalidRedirect() {
  return page(
    'Invalid request',
    '<h1>Invalid request</h1><p>The <code>redirect_uri</code> parameter must be an absolute http(s) address.</p>',
    400,
  );
}

async function mintCode(): Promise<string> {
  const code = `discord-${randomHex(12)}`;
  const tag = 1000 + (parseInt(randomHex(2), 16) % 9000);
  await discordCodes.create({
    code,
    username: `endless_player#${tag}`,
    expires_at: now() + MINTED_CODE_TTL_MS,
    used: 0,
  });
  return code;
}

export const discordAuthorizeHandlers = [
  http.post(`*${DISCORD_CODES_PATH}`, async () =>
    HttpResponse.json({ status: 201, code: await mintCode() }, { status: 201 }),
  ),

  http.get(`*${DISCORD_AUTHORIZE_PATH}`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const target = redirectTarget(params.get('redirect_uri'));
    if (!target) return invalidRedirect();
    const state = params.get('state') ?? '';
    return page(
      'Authorize access to your account',
      `<h1>Authorize access to your account</h1>
<p><strong>Endless</strong> wants to:</p>
<ul><li>Access your username and avatar (identify)</li><li>Join servers for you (guilds.join)</li></ul>
<p><small>Mock chat service: no real account is contacted. You will return to ${escapeHtml(target.origin)}.</small></p>
<form method="post" action="${DISCORD_AUTHORIZE_PATH}">
<input type="hidden" name="redirect_uri" value="${escapeHtml(target.href)}">
<input type="hidden" name="state" value="${escapeHtml(state)}">
<div class="actions">
<button type="submit" name="decision" value="deny">Deny</button>
<button type="submit" name="decision" value="authorize">Authorize</button>
</div>
</form>`,
    );
  }),

  http.post(`*${DISCORD_AUTHORIZE_PATH}`, async ({ request }) => {
    let form: URLSearchParams;
    try {
      form = new URLSearchParams(await request.text());
    } catch {
      return invalidRedirect();
    }
    const target = redirectTarget(form.get('redirect_uri'));
    if (!target) return invalidRedirect();
    if (form.get('decision') === 'authorize') {
      target.searchParams.set('code', await mintCode());
    } else {
      target.searchParams.set('error', 'access_denied');
      target.searchParams.set(
        'error_description',
        'The resource owner or authorization server denied the request',
      );
    }
    const state = form.get('state');
    if (state) target.searchParams.set('state', state);
    return new HttpResponse(null, { status: 303, headers: { location: target.href } });
  }),
];
