import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordField } from './password-field';

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A password input with a show/hide toggle, wrapped in `FormField`.\n\n**Use** `autoComplete` (`current-password` / `new-password`). **Don't** block pasting.",
      },
    },
  },
  args: { label: 'Password' },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = { args: { defaultValue: 'correct horse battery staple' } };
export const NewPassword: Story = {
  args: {
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
    required: true,
  },
};
export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'Password must be at least 8 characters.' },
};
export const Disabled: Story = { args: { defaultValue: 'secret-secret', disabled: true } };
