import { Button } from '@endless/ui';
import { NavLink, Link as RouterLink } from 'react-router';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { Account } from '../../../lib/account';
import { NodeBalanceMenu } from './node-balance-menu';
import { NotificationBell } from './notification-bell';
import { SettingsMenu } from './settings-menu';
import { StaffActionsLink } from './staff-actions-link';

export interface AppHeaderProps {
  signedIn: boolean;
  /** The latest sync; undefined until it answers. */
  account: Account | undefined;
  onLogout: () => void;
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'shell-header__nav-link shell-header__nav-link--active' : 'shell-header__nav-link';

/** Spec 01 §2 header: site links, then the guest's way in or the signed-in account's controls. */
export function AppHeader({ signedIn, account, onLogout }: AppHeaderProps) {
  // A restricted account can only log out (spec 01 §4).
  if (account?.account_state === 0) {
    return (
      <div className="shell-header">
        <span className="shell-header__brand">ENDLESS</span>
        <div className="shell-header__end">
          <Button variant="secondary" size="sm" onClick={onLogout}>
            Logout
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="shell-header">
      <RouterLink
        to={signedIn ? paths.dashboard.getHref() : paths.landing.getHref()}
        className="shell-header__brand"
      >
        ENDLESS
      </RouterLink>
      <nav className="shell-header__nav" aria-label="Site">
        {signedIn && (
          <NavLink to={paths.dashboard.getHref()} className={navClass}>
            HOME
          </NavLink>
        )}
        <NavLink to={paths.games.list.getHref()} className={navClass}>
          GAMES
        </NavLink>
        <NavLink to={paths.marketplace.list.getHref()} className={navClass}>
          MARKETPLACE
        </NavLink>
        <NavLink to={paths.forums.categories.getHref()} className={navClass}>
          FORUM
        </NavLink>
      </nav>
      <div className="shell-header__end">
        {signedIn ? (
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
        ) : (
          <>
            <Button asChild variant="ghost" size="sm">
              <RouterLink to={paths.login.getHref()}>Login</RouterLink>
            </Button>
            <Button asChild variant="primary" size="sm">
              <RouterLink to={paths.register.getHref()}>Register</RouterLink>
            </Button>
          </>
        )}
      </div>
    </div>
  );
}
