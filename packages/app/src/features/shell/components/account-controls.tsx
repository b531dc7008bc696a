import { NodeAmount, formatNodeAmount } from '@endless/ui';
import { Suspense, lazy } from 'react';
import { Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { Account } from '../../../lib/account';
import { MenuOnIntent } from './menu-on-intent';
import { ShellIcon } from './shell-icon';
import { StaffActionsLink } from './staff-actions-link';

const loadNodeBalanceMenu = () =>
  import('./node-balance-menu').then((module) => module.NodeBalanceMenu);
const loadSettingsMenu = () => import('./settings-menu').then((module) => module.SettingsMenu);
// Development builds only (spec 01 §6).
const NotificationBell = lazy(() =>
  import('./notification-bell').then((module) => ({ default: module.NotificationBell })),
);

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
      {account && (
        <MenuOnIntent
          load={loadNodeBalanceMenu}
          props={{ account }}
          trigger={
            <button
              type="button"
              className="shell-header__pill"
              aria-label={`Node balance: ${formatNodeAmount(account.nodes)}`}
            >
              <NodeAmount value={account.nodes} />
              <ShellIcon name="chevron" size={14} />
            </button>
          }
        />
      )}
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
      {env.features.notificationBell && (
        <Suspense>
          <NotificationBell />
        </Suspense>
      )}
      <MenuOnIntent
        load={loadSettingsMenu}
        props={{ onLogout }}
        trigger={
          <button type="button" className="shell-header__icon-button" aria-label="Settings menu">
            <ShellIcon name="settings" size={20} />
          </button>
        }
      />
    </>
  );
}
