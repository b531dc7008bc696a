import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { Account } from '../../../lib/account';
import { NodeBalanceMenu } from './node-balance-menu';
import { NotificationBell } from './notification-bell';
import { SettingsMenu } from './settings-menu';
import { StaffActionsLink } from './staff-actions-link';

export interface AccountControlsProps {
  /** The latest sync; undefined until it answers. */
  account: Account | undefined;
  onLogout: () => void;
}

/** The signed-in header's end: staff actions, node balance, the user, notifications, settings. */
export function AccountControls({ account, onLogout }: AccountControlsProps) {
  return (
    <>
      {account?.shield && <StaffActionsLink actions={account.actions} />}
      {account && <NodeBalanceMenu account={account} />}
      {account && (
        <RouterLink to={paths.profile.getHref()} className="shell-header__user">
          <span className="shell-header__username">{account.public_username}</span>
          {account.username !== account.public_username && (
            <>
              {' '}
              <span className="shell-header__login-name">{account.username}</span>
            </>
          )}
        </RouterLink>
      )}
      {env.features.notificationBell && <NotificationBell />}
      <SettingsMenu onLogout={onLogout} />
    </>
  );
}
