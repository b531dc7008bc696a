import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from './button';

const PlusIcon = () => (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2">
    <path d="M8 3v10M3 8h10" />
  </svg>
);

const meta = {
  title: 'Components/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The action control, in four variants and three sizes; `busy` shows a spinner and blocks clicks while a request runs.\n\n**Use** one `primary` button per view for the main action, `secondary` for the rest, `ghost` in toolbars, `danger` for destructive actions (with a `ConfirmDialog`). **Don't** use a button to navigate: pass `asChild` with a link, or use `Link`.",
      },
    },
  },
  args: { children: 'Save changes' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View all' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Block user' } };
export const WithIcon: Story = { args: { icon: <PlusIcon />, children: 'New thread' } };
export const Busy: Story = { args: { busy: true, children: 'Purchasing…' } };
export const Disabled: Story = { args: { disabled: true } };
export const AsLink: Story = {
  args: { asChild: true, variant: 'secondary', children: <a href="#upgrade">Upgrade</a> },
};
export const LongText: Story = {
  args: { children: 'Confirm purchase of Legendary Nebula Cloak for 12,500 nodes' },
};

export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <div key={size} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Button size={size}>Primary</Button>
          <Button size={size} variant="secondary">
            Secondary
          </Button>
          <Button size={size} variant="ghost">
            Ghost
          </Button>
          <Button size={size} variant="danger">
            Danger
          </Button>
          <Button size={size} busy>
            Busy
          </Button>
          <Button size={size} disabled>
            Disabled
          </Button>
        </div>
      ))}
    </div>
  ),
};
