import type { Meta, StoryObj } from '@storybook/react-vite';
import { Loader } from './loader';

const meta = {
  title: 'Feedback/Loader',
  component: Loader,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A spinner with an accessible label ("Loading…" by default), inline or block.\n\n**Use** while a section\'s data loads, or the `busy` state of a `Button` for an action. **Don\'t** show several loaders for one screen.',
      },
    },
  },
} satisfies Meta<typeof Loader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
export const Inline: Story = { args: { inline: true, size: 'sm', label: 'Saving…' } };
export const CustomText: Story = { args: { label: 'Updating About...' } };
