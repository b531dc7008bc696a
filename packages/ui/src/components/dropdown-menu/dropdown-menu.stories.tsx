import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { DropdownMenu } from './dropdown-menu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">StarForger ▾</Button>,
    items: [
      { type: 'label', label: 'Account' },
      { type: 'link', label: 'My profile', href: '#profile' },
      { type: 'link', label: 'Settings', href: '#settings' },
      { type: 'separator' },
      { type: 'item', label: 'Log out', onSelect: () => {} },
    ],
    open: undefined,
  },
  decorators: [
    (Story) => (
      <div
        style={{
          display: 'flex',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          minHeight: 260,
        }}
      >
        {Story()}
      </div>
    ),
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const HeaderMenuOpen: Story = { args: { open: true } };
export const NodeBalance: Story = {
  args: {
    open: true,
    trigger: <Button variant="ghost">12,500 nodes</Button>,
    items: [
      { type: 'label', label: 'Nodes' },
      { type: 'link', label: 'Buy nodes', href: '#upgrade' },
      { type: 'link', label: 'Transaction history', href: '#transactions' },
    ],
  },
};
/** `modal={false}`: the page's other controls stay reachable (and not aria-hidden) while open. */
export const NonModal: Story = {
  args: { open: true, modal: false },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start' }}>
        <Button variant="secondary">Another header control</Button>
        {Story()}
      </div>
    ),
  ],
};
export const ProfileActions: Story = {
  args: {
    open: true,
    trigger: <Button variant="ghost">More actions</Button>,
    items: [
      { type: 'item', label: 'Report', onSelect: () => {} },
      { type: 'item', label: 'Block', onSelect: () => {}, danger: true },
      { type: 'item', label: 'Unfriend (unavailable)', onSelect: () => {}, disabled: true },
    ],
  },
};
