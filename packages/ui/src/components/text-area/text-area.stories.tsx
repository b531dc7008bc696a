import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextArea } from './text-area';

const meta = {
  title: 'Forms/TextArea',
  component: TextArea,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A multi-line text input with a character counter that warns near `maxLength` (`warnAt`), wrapped in `FormField`.\n\n**Use** for posts, replies and bios. **Don't** use it for single-line values.",
      },
    },
  },
  args: { label: 'Comment', maxLength: 300, warnAt: 280, placeholder: 'Write a comment…' },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filled: Story = {
  args: { defaultValue: 'Great build! The floating islands over the lava sea are stunning.' },
};
export const NearLimit: Story = {
  args: {
    defaultValue:
      'I have been exploring this world for hours now and every corner has something new: hidden caves, ' +
      'glowing mushroom forests, a sky temple reachable only by grappling, and a market where players ' +
      'trade rare crystals. Whoever built the waterfall city deserves every node. Please keep going!!',
  },
};
export const AboutMe: Story = {
  args: { label: 'About me', maxLength: 1500, warnAt: undefined, hint: 'Shown on your profile.' },
};
export const WithError: Story = { args: { error: 'Comment cannot be empty.' } };
export const Disabled: Story = { args: { defaultValue: 'Thread is locked.', disabled: true } };
