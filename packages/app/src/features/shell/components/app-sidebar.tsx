import { Avatar, Badge, NodeAmount } from '@endless/ui';
import { NavLink, Link as RouterLink } from 'react-router';
import { contentUrls, env } from '../../../config/env';
import { paths } from '../../../config/paths';
import type { Account } from '../../../lib/account';
import { ShellIcon, type ShellIconName } from './shell-icon';

interface NavEntry {
  label: string;
  to: string;
  icon: ShellIconName;
  /** Only in the dev environment (spec 01 §6). */
  shown?: boolean;
}

const NAV: readonly NavEntry[] = [
  { label: 'Home', to: paths.dashboard.getHref(), icon: 'home' },
  { label: 'Character', to: paths.character.getHref(), icon: 'character' },
  { label: 'Users', to: paths.users.list.getHref(), icon: 'users' },
  { label: 'Inventory', to: paths.inventory.getHref(), icon: 'inventory' },
  { label: 'Marketplace', to: paths.marketplace.list.getHref(), icon: 'marketplace' },
  { label: 'Forums', to: paths.forums.categories.getHref(), icon: 'forums' },
  { label: 'Games', to: paths.games.list.getHref(), icon: 'games' },
  { label: 'Communities', to: paths.communities.getHref(), icon: 'communities' },
  { label: 'Settings', to: paths.account.settings.getHref(), icon: 'settings' },
  {
    label: 'Workbench',
    to: paths.workbench.getHref(),
    icon: 'workbench',
    shown: env.features.workbench,
  },
  {
    label: 'Artists Studio',
    to: paths.studio.getHref(),
    icon: 'studio',
    shown: env.features.artistsStudio,
  },
];

const navClass = ({ isActive }: { isActive: boolean }) =>
  isActive ? 'shell-sidebar__link shell-sidebar__link--active' : 'shell-sidebar__link';

/** Spec 01 §2 sidebar: who is signed in, their nodes and badges, and the signed-in areas. */
export function AppSidebar({ account }: { account: Account | undefined }) {
  const requests = account?.friend_requests_count ?? 0;
  return (
    <div className="shell-sidebar">
      {account ? (
        <div className="shell-sidebar__account">
          <Avatar
            src={contentUrls.halfRender(account.half_render)}
            alt={`${account.public_username}'s avatar`}
            shape="portrait"
            size="lg"
          />
          <div className="shell-sidebar__identity">
            <span className="shell-sidebar__username">{account.public_username}</span>
            <NodeAmount value={account.nodes} className="shell-sidebar__nodes" />
            {(account.subscriber !== 0 || account.backer !== 0) && (
              <span className="shell-sidebar__badges">
                {account.subscriber !== 0 && <Badge variant="subscriber" />}
                {account.backer !== 0 && <Badge variant="backer" />}
              </span>
            )}
          </div>
        </div>
      ) : (
        <div className="shell-sidebar__account shell-sidebar__account--loading" aria-hidden="true">
          <Avatar alt="" shape="portrait" size="lg" />
          <div className="shell-sidebar__identity">
            <span className="shell-sidebar__placeholder" />
            <span className="shell-sidebar__placeholder shell-sidebar__placeholder--short" />
          </div>
        </div>
      )}
      <RouterLink to={paths.upgrade.page.getHref()} className="shell-sidebar__upgrade">
        <ShellIcon name="upgrade" size={16} />
        Upgrade Account
      </RouterLink>
      <nav aria-label="Main">
        <ul className="shell-sidebar__nav">
          {NAV.filter((entry) => entry.shown !== false).map((entry) => (
            <li key={entry.to}>
              <NavLink to={entry.to} className={navClass}>
                <ShellIcon name={entry.icon} />
                <span className="shell-sidebar__label">{entry.label}</span>
                {entry.icon === 'users' && requests > 0 && (
                  <span className="shell-sidebar__blob">
                    <span aria-hidden="true">{requests > 99 ? '99+' : requests}</span>
                    <span className="shell-visually-hidden">
                      {`, ${requests} friend ${requests === 1 ? 'request' : 'requests'}`}
                    </span>
                  </span>
                )}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
