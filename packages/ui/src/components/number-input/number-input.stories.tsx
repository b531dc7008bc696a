import type { Meta, StoryObj } from '@storybook/react-vite';
import { NumberInput } from './number-input';

const meta = {
  title: 'Forms/NumberInput',
  component: NumberInput,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A text field that accepts digits only (with `inputmode=numeric`), wrapped in `FormField`.\n\n**Use** for quantities and prices. **Don't** use it for codes or phone numbers that are not amounts.",
      },
    },
  },
  args: { label: 'Quantity' },
  decorators: [(Story) => <div style={{ maxWidth: 240 }}>{Story()}</div>],
} satisfies Meta<typeof NumberInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: '1500', hint: 'Digits only.' } };
export const WithError: Story = { args: { defaultValue: '0', error: 'Enter at least 1.' } };
export const Disabled: Story = { args: { defaultValue: '25', disabled: true } };
