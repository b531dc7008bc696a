import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { DropdownMenu } from './dropdown-menu';

const meta = {
  title: 'Overlays/DropdownMenu',
  component: DropdownMenu,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A menu of actions and links opened from a trigger (Radix DropdownMenu), with labels and separators.\n\n**Use** for secondary actions about one thing (profile menu, settings menu). **Don't** use it as site navigation or for choosing a form value (use `Select`).",
      },
    },
  },
  args: {
    // A drawn caret, not "▾": the web fonts have no such glyph, so it came from the machine's fonts.
    trigger: (
      <Button variant="secondary">
        StarForger
        <svg width="10" height="10" viewBox="0 0 10 10" fill="currentColor" aria-hidden="true">
          <path d="M1 3h8L5 8z" />
        </svg>
      </Button>
    ),
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
// Header menus (account, node balance) are non-modal in the app, so their stories are too.
export const HeaderMenuOpen: Story = { args: { open: true, modal: false } };
export const NodeBalance: Story = {
  args: {
    open: true,
    modal: false,
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
/**
 * Modal, as on a profile page: while open, focus is trapped in the menu and Radix aria-hides and
 * blocks the rest of the page, so the menu is all a user can reach. The accessibility check covers
 * that menu; the page behind it (the trigger) is checked in `Closed`.
 */
export const ProfileActions: Story = {
  parameters: { a11y: { context: '.ui-dropdown-menu' } },
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
