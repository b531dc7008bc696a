import type { Meta, StoryObj } from '@storybook/react-vite';
import { HexColorInput } from './hex-color-input';

const meta = {
  title: 'Forms/HexColorInput',
  component: HexColorInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A text field for a `#rrggbb` colour with a preview swatch.\n\n**Use** beside `ColorSwatches` for free choice. **Don't** use it where a preset list is enough.",
      },
    },
  },
  args: { label: 'Colour' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof HexColorInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '7c5cff', hint: 'Six hex digits, no #.' } };
export const Partial: Story = { args: { defaultValue: 'ff8' } };
export const WithError: Story = {
  args: { defaultValue: 'ff8', error: 'Enter a six-digit hex colour.' },
};
export const Disabled: Story = { args: { defaultValue: '2b68ee', disabled: true } };
