import { Button, Card, Loader } from '@endless/ui';
import type { ReactNode } from 'react';
import { useAccountSettings } from '../../../lib/account-settings';
import { discordConnectUrl } from '../lib/connect-url';
import { DiscordManageDialog } from './discord-manage-dialog';
import './connections.css';

/** Services shown for completeness; only the chat service can be connected (spec 02 §2). */
const UNAVAILABLE_SERVICES = ['Twitter', 'Twitch', 'Youtube', 'GitHub', 'BitBucket'] as const;

function ServiceRow({
  name,
  status,
  action,
}: {
  name: string;
  status: ReactNode;
  action: ReactNode;
}) {
  return (
    <li className="connections__row">
      <div className="connections__service">
        <h3 className="connections__name">{name}</h3>
        <p className="connections__status">{status}</p>
      </div>
      <div className="connections__action">{action}</div>
    </li>
  );
}

export function ConnectionsTab() {
  const { data } = useAccountSettings();
  if (!data) return <Loader />;
  const { discord } = data.connections;
  const connected = discord.state !== 0 && discord.username !== null;

  return (
    <Card header={<h2 className="connections__title">Connections</h2>}>
      <ul className="connections__list">
        <ServiceRow
          name="Discord"
          status={connected ? discord.username : 'Not Connected'}
          action={
            connected && discord.username !== null ? (
              <DiscordManageDialog username={discord.username} />
            ) : (
              <Button
                size="sm"
                onClick={() => window.open(discordConnectUrl(), '_blank', 'noopener')}
              >
                Connect
              </Button>
            )
          }
        />
        {UNAVAILABLE_SERVICES.map((name) => (
          <ServiceRow
            key={name}
            name={name}
            status="Not Connected"
            action={<span className="connections__unavailable">Not Available</span>}
          />
        ))}
      </ul>
    </Card>
  );
}
