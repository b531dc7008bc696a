import { Button, Dialog, DialogClose, useNotifications } from '@endless/ui';
import { useState } from 'react';
import { useUpdateAccountSettings } from '../../../lib/account-settings';
import { useRefreshDiscordConnection } from '../api/refresh-discord-connection';
import { useRevokeDiscordConnection } from '../api/revoke-discord-connection';

export const REVOKE_ERROR =
  'An error occured while attempting to revoke the connection. Try again later';
export const REFRESH_ERROR =
  'An error occured while attempting to refresh the connection. Try again later';

/** Manage: Revoke, Refresh and close (spec 02 §2, §4). */
export function DiscordManageDialog({ username }: { username: string }) {
  const [open, setOpen] = useState(false);
  const { notify } = useNotifications();
  const updateSettings = useUpdateAccountSettings();
  const revoke = useRevokeDiscordConnection();
  const refresh = useRefreshDiscordConnection();
  const busy = revoke.isPending || refresh.isPending;

  const onRevoke = () =>
    revoke.mutate(
      {},
      {
        onSuccess: (data) => {
          updateSettings((settings) => ({ ...settings, connections: { discord: data.discord } }));
          setOpen(false);
          notify({ message: 'Discord Connection Removed', tone: 'success' });
        },
        onError: () => notify({ message: REVOKE_ERROR, tone: 'danger' }),
      },
    );

  const onRefresh = () =>
    refresh.mutate(
      {},
      {
        onSuccess: (data) => {
          updateSettings((settings) => ({
            ...settings,
            connections: { discord: { state: 1, username: data.discord.username } },
          }));
          notify({ message: 'Discord Connection Refreshed', tone: 'success' });
        },
        onError: () => notify({ message: REFRESH_ERROR, tone: 'danger' }),
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      size="sm"
      // The footer's Close is the one way out besides Escape: no second "Close" button.
      closeLabel={false}
      trigger={
        <Button variant="secondary" size="sm">
          Manage
        </Button>
      }
      title="Manage Discord Connection"
      description={`Connected as ${username}.`}
      footer={
        <>
          <DialogClose>
            <Button variant="ghost" disabled={busy}>
              Close
            </Button>
          </DialogClose>
          <Button variant="secondary" busy={refresh.isPending} disabled={busy} onClick={onRefresh}>
            Refresh
          </Button>
          <Button variant="danger" busy={revoke.isPending} disabled={busy} onClick={onRevoke}>
            Revoke
          </Button>
        </>
      }
    >
      <p className="connections__dialog-text">
        Refresh updates your Discord username here. Revoke disconnects your Discord account from
        Endless.
      </p>
    </Dialog>
  );
}
