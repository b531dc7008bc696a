import { DropdownMenu, NodeIcon, onFirstUse } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { dailyNodes } from '@endless/domain';
import type { Account } from '../../../lib/account';
import type { DeferredMenuProps } from './menu-on-intent';
import { ShellIcon } from './shell-icon';

const multiplierFormat = onFirstUse(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
);

/**
 * The daily figures and a way to buy more behind the header's node balance (spec 01 §2); its
 * button is in account-controls.tsx.
 */
export function NodeBalanceMenu({
  account,
  trigger,
  open,
  onOpenChange,
}: DeferredMenuProps & { account: Account }) {
  return (
    <DropdownMenu
      // Header menus leave the page reachable: a modal menu aria-hides it while it stays focusable.
      modal={false}
      open={open}
      onOpenChange={onOpenChange}
      trigger={trigger}
      items={[
        { type: 'label', label: 'Nodes' },
        {
          type: 'element',
          key: 'daily',
          element: (
            <div className="shell-node-menu__row">
              <span>Daily Nodes</span>
              <span className="shell-node-menu__value">
                <NodeIcon size={14} />
                {dailyNodes(account)}
              </span>
            </div>
          ),
        },
        {
          type: 'element',
          key: 'multiplier',
          element: (
            <div className="shell-node-menu__row">
              <span>Daily Login Multiplier</span>
              <span className="shell-node-menu__value">
                ×{multiplierFormat().format(account.nodes_multiplier)}
              </span>
            </div>
          ),
        },
        { type: 'separator' },
        {
          type: 'element',
          key: 'purchase',
          element: (
            <RouterLink to={paths.upgrade.page.getHref()}>
              <ShellIcon name="upgrade" size={16} />
              Purchase Nodes
            </RouterLink>
          ),
        },
      ]}
    />
  );
}
