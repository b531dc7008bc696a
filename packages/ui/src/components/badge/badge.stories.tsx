import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A short label on a player or item: Subscriber, Backer, New, Staff or neutral text.\n\n**Use** the named variants so wording and colours stay consistent. **Don't** use a badge as a button or for sentences; use `Banner` for messages.",
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Subscriber: Story = { args: { variant: 'subscriber' } };
export const Backer: Story = { args: { variant: 'backer' } };
export const New: Story = { args: { variant: 'new' } };
export const Staff: Story = { args: { variant: 'staff', children: 'Endless Staff' } };
export const StaffIconOnly: Story = {
  render: () => (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
      <a href="#/user/1">Gaboom</a>
      <Badge variant="staff" iconOnly label="Endless Staff" />
    </span>
  ),
};
export const Neutral: Story = { args: { variant: 'neutral', children: 'Official' } };
export const AllVariants: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge variant="subscriber" />
      <Badge variant="backer" />
      <Badge variant="new" />
      <Badge variant="staff" />
      <Badge variant="neutral">Unique</Badge>
    </div>
  ),
};
export const LongText: Story = {
  render: () => (
    <div style={{ width: 160 }}>
      <Badge variant="backer">The Developer - Tier 3 Backer</Badge>
    </div>
  ),
};
