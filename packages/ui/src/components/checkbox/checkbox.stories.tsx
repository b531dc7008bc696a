import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from './checkbox';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A labelled yes/no choice (Radix Checkbox), with optional description.\n\n**Use** for settings applied on submit and for consent. **Don't** use for an instant on/off action, or for one-of-many choices (use `Select`).",
      },
    },
  },
  args: { label: 'Remember me' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithDescription: Story = {
  args: {
    label: 'Show my birthday on my profile',
    description: 'Only the month and day are shown, never the year.',
  },
};
export const Invalid: Story = {
  args: { label: 'I agree to the Terms of Service', 'aria-invalid': true },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const LongText: Story = {
  args: {
    label:
      'Send me emails about new worlds, marketplace items, backer rewards and community events. You can unsubscribe at any time from account settings.',
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
};
