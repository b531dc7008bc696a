import { Button, Card } from '@endless/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { DISCORD_MOCK_CODES_PATH } from '../lib/connect-url';
import './connections.css';

/** The callback to return to: `redirect_uri` when it is on this app's origin, else our own. */
function returnTarget(redirectUri: string | null): URL {
  const fallback = new URL(paths.account.discordCallback.getHref(), window.location.origin);
  if (!redirectUri) return fallback;
  try {
    const target = new URL(redirectUri);
    return target.origin === window.location.origin ? target : fallback;
  } catch {
    return fallback;
  }
}

async function mintCode(): Promise<string> {
  const response = await fetch(`${env.apiUrl}${DISCORD_MOCK_CODES_PATH}`, { method: 'POST' });
  const body: unknown = await response.json();
  if (!response.ok || typeof body !== 'object' || body === null || !('code' in body)) {
    throw new Error(`the mock answered ${response.status}`);
  }
  return String(body.code);
}

/**
 * DEV / DEMO ONLY (in-browser mock): the chat service's authorize screen, standing in for the
 * mock's HTML page that a service worker cannot serve. Authorize returns with `?code=`, Deny with
 * `?error=access_denied`, as the real service does.
 */
export function DiscordAuthorizeStandIn() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const target = returnTarget(searchParams.get('redirect_uri'));

  const finish = (params: Record<string, string>) => {
    for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
    void navigate(`${target.pathname}${target.search}`, { replace: true });
  };

  const authorize = async () => {
    setPending(true);
    setFailed(false);
    try {
      finish({ code: await mintCode() });
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  return (
    <div className="connections-page">
      <Card className="connections-page__card" padding="lg">
        <h1 className="connections-page__title">Authorize access to your account</h1>
        <p className="connections-page__text">
          <strong>Endless</strong> wants to:
        </p>
        <ul className="connections-page__scopes">
          <li>Access your username and avatar (identify)</li>
          <li>Join servers for you (guilds.join)</li>
        </ul>
        <p className="connections-page__text">Mock chat service: no real account is contacted.</p>
        {failed && (
          <p role="alert" className="connections-page__text">
            The mock chat service could not issue a code. Try again.
          </p>
        )}
        <div className="connections-page__actions">
          <Button
            variant="ghost"
            disabled={pending}
            onClick={() => finish({ error: 'access_denied' })}
          >
            Deny
          </Button>
          <Button busy={pending} onClick={() => void authorize()}>
            Authorize
          </Button>
        </div>
      </Card>
    </div>
  );
}
