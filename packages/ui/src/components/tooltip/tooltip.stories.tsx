import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { Tooltip } from './tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A short text label shown on hover and focus of its trigger (Radix Tooltip).\n\n**Use** to name icon-only buttons or explain a value. **Don't** put essential or interactive content in a tooltip (use `Popover`).",
      },
    },
  },
  args: {
    content: 'Nodes are the currency of the marketplace.',
    children: <Button variant="secondary">12,500 nodes</Button>,
  },
  decorators: [(Story) => <div style={{ padding: '64px 16px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    side: 'bottom',
    content:
      'Backers pledged to the development of Endless. They get a badge on their profile, bonus nodes every month and early access to new worlds.',
  },
};
