import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A single-line text input wrapped in `FormField`: label, hint, error, required mark.\n\n**Use** a visible label, and `error` with the spec's message after validation. **Don't** use the placeholder as the label.",
      },
    },
  },
  args: { label: 'Username', placeholder: 'Pick a username' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'StarForger' } };
export const WithHint: Story = { args: { hint: 'Between 3 and 20 letters, digits or _' } };
export const Required: Story = { args: { required: true, label: 'Email', type: 'email' } };
export const WithError: Story = {
  args: { defaultValue: 'x', error: 'Username must be at least 3 characters.' },
};
export const Disabled: Story = { args: { defaultValue: 'StarForger', disabled: true } };
export const LongText: Story = {
  args: {
    label: 'Display name shown on your public profile, forum posts and friend list',
    defaultValue: 'An extraordinarily long display name that overflows the field',
    hint: 'This long hint wraps onto several lines to show how the footer behaves when there is a lot to say.',
  },
};
