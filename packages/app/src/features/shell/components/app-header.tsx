import { Button } from '@endless/ui';
import { NavLink, Link as RouterLink } from 'react-router';
import { Suspense, lazy } from 'react';
import { FallbackBoundary } from '../../../components/fallback-boundary';
import { paths } from '../../../config/paths';
import type { Account } from '../../../lib/account';

// The signed-in header's end: guests' pages load none of its code. Signed-in pages preload it with
// their route (scripts/prerender.ts); its menus load later still (menu-on-intent.tsx). If it cannot
// load, the header keeps a Logout button.
const AccountControls = lazy(() =>
  import('./account-controls').then((module) => ({ default: module.AccountControls })),
);

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
  const logoutButton = (
    <Button variant="secondary" size="sm" onClick={onLogout}>
      Logout
    </Button>
  );
  // A restricted account can only log out (spec 01 §4).
  if (account?.account_state === 0) {
    return (
      <div className="shell-header">
        <span className="shell-header__brand">ENDLESS</span>
        <div className="shell-header__end">{logoutButton}</div>
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
          <FallbackBoundary fallback={logoutButton}>
            <Suspense>
              <AccountControls account={account} onLogout={onLogout} />
            </Suspense>
          </FallbackBoundary>
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
