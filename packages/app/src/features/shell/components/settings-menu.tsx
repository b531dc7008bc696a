import { DropdownMenu } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import type { DeferredMenuProps } from './menu-on-intent';
import { ShellIcon } from './shell-icon';

/** Profile, Settings and Logout (spec 01 §2); its button is in account-controls.tsx. */
export function SettingsMenu({
  onLogout,
  trigger,
  open,
  onOpenChange,
}: DeferredMenuProps & { onLogout: () => void }) {
  return (
    <DropdownMenu
      // Header menus leave the page reachable: a modal menu aria-hides it while it stays focusable.
      modal={false}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      items={[
        {
          type: 'element',
          key: 'profile',
          element: (
            <RouterLink to={paths.profile.getHref()}>
              <ShellIcon name="profile" size={16} />
              Profile
            </RouterLink>
          ),
        },
        {
          type: 'element',
          key: 'settings',
          element: (
            <RouterLink to={paths.account.settings.getHref()}>
              <ShellIcon name="settings" size={16} />
              Settings
            </RouterLink>
          ),
        },
        { type: 'separator' },
        {
          type: 'item',
          key: 'logout',
          label: 'Logout',
          icon: <ShellIcon name="logout" size={16} />,
          onSelect: onLogout,
        },
      ]}
    />
  );
}
