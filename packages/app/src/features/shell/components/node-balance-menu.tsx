import { DropdownMenu, NodeAmount, NodeIcon, formatNodeAmount, onFirstUse } from '@endless/ui';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../config/paths';
import { dailyNodes, type Account } from '../../../lib/account';
import { ShellIcon } from './shell-icon';

const multiplierFormat = onFirstUse(
  () => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }),
);

/** The header's node balance with the daily figures and a way to buy more (spec 01 §2). */
export function NodeBalanceMenu({ account }: { account: Account }) {
  return (
    <DropdownMenu
      // Header menus leave the page reachable: a modal menu aria-hides it while it stays focusable.
      modal={false}
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
