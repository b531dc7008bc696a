import { Card, Link, Loader, useNotifications } from '@endless/ui';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useConnectDiscord } from '../api/connect-discord';
import './connections.css';

export const CONNECT_FAILED_TEXT = 'Something went wrong! Try again later.';
export const NO_TOKEN_TEXT = 'No Connection Token Found';

/**
 * The chat service returns here with `?code=` (spec 03 §2): pending, then Success or Failed.
 * Without a code (e.g. the user denied access) it goes back to the Connections tab.
 */
export function DiscordCallbackPage() {
  const [searchParams] = useSearchParams();
  const code = searchParams.get('code');
  const navigate = useNavigate();
  const { notify } = useNotifications();
  const connect = useConnectDiscord();
  const { mutate } = connect;
  // A code works once: the request must not repeat when effects re-run.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (code) {
      mutate({ body: { token: code } });
    } else {
      notify({ message: NO_TOKEN_TEXT, tone: 'warning' });
      void navigate(paths.account.settings.getHref(1), { replace: true });
    }
  }, [code, mutate, navigate, notify]);

  if (!code || connect.isIdle || connect.isPending) {
    return (
      <div className="connections-page">
        <Loader size="lg" />
      </div>
    );
  }

  const succeeded = connect.isSuccess;
  return (
    <div className="connections-page">
      <Card className="connections-page__card" padding="lg">
        <h1 className="connections-page__title">{succeeded ? 'Success' : 'Failed'}</h1>
        <p className="connections-page__text">
          {succeeded
            ? `Your Discord account ${connect.data.discord.username ?? ''} is now connected to Endless.`
            : CONNECT_FAILED_TEXT}
        </p>
        <p className="connections-page__text">You can close this page.</p>
        <Link asChild>
          <RouterLink to={paths.account.settings.getHref(1)}>Back to Connections</RouterLink>
        </Link>
      </Card>
    </div>
  );
}
