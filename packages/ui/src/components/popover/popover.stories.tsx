import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { Popover } from './popover';

const meta = {
  title: 'Overlays/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Non-modal rich content anchored to a trigger (Radix Popover), such as an explanation with a link.\n\n**Use** for extra detail a user asks for. **Don't** put required form steps in a popover, or use it for plain labels (use `Tooltip`).",
      },
    },
  },
  args: {
    trigger: <Button variant="secondary">What are nodes?</Button>,
    title: 'Nodes',
    children: 'Nodes are spent in the marketplace on clothing, accessories and emotes.',
  },
  decorators: [(Story) => <div style={{ padding: '16px 16px 160px' }}>{Story()}</div>],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const LongText: Story = {
  args: {
    defaultOpen: true,
    align: 'start',
    children:
      'Nodes are the currency of Endless. You earn them by playing, get bonus nodes as a backer or subscriber, and spend them in the marketplace. Purchased nodes never expire, and items you buy stay in your inventory forever.',
  },
};
