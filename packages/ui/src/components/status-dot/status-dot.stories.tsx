import type { Meta, StoryObj } from '@storybook/react-vite';
import { StatusDot } from './status-dot';

const meta = {
  title: 'Data display/StatusDot',
  component: StatusDot,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A player's presence: online, away, busy or offline, with a text label available to assistive technology (or shown with `showLabel`).\n\n**Don't** rely on the colour alone where the status matters: show the label.",
      },
    },
  },
  args: { status: 3 },
} satisfies Meta<typeof StatusDot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Online: Story = {};
export const Away: Story = { args: { status: 2 } };
export const Busy: Story = { args: { status: 1 } };
export const Offline: Story = { args: { status: 0 } };
export const AllWithLabels: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {[3, 2, 1, 0].map((status) => (
        <StatusDot key={status} status={status} showLabel />
      ))}
    </div>
  ),
};
