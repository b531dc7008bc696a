import { Popover } from '@endless/ui';
import { ShellIcon } from './shell-icon';

/** Dev environment only (spec 01 §6); notifications themselves are not specified (our design). */
export function NotificationBell() {
  return (
    <Popover
      title="Notifications"
      align="end"
      trigger={
        <button type="button" className="shell-header__icon-button" aria-label="Notifications">
          <ShellIcon name="bell" size={20} />
        </button>
      }
    >
      <p className="shell-bell__empty">You're all caught up.</p>
    </Popover>
  );
}
