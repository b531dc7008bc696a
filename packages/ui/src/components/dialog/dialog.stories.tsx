import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { TextArea } from '../text-area';
import { Dialog, DialogClose } from './dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A modal window (Radix Dialog) with title, optional description, body and footer; focus is trapped and Escape closes it.\n\n**Use** for a short task that must be finished or cancelled before going on. **Don't** stack dialogs or put a whole page in one.",
      },
    },
  },
  args: {
    title: 'Edit about me',
    description: 'Tell other players who you are and what you like to build.',
    trigger: <Button variant="secondary">Edit about me</Button>,
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const footer = (
  <>
    <DialogClose>
      <Button variant="secondary">Cancel</Button>
    </DialogClose>
    <Button>Save</Button>
  </>
);

export const Closed: Story = {};

export const Open: Story = {
  args: {
    defaultOpen: true,
    footer,
    children: <TextArea label="About me" maxLength={1500} defaultValue="Builder of sky islands." />,
  },
};

export const LongContent: Story = {
  args: {
    defaultOpen: true,
    size: 'lg',
    title: 'Terms of Service',
    description: undefined,
    footer,
    children: Array.from({ length: 12 }, (_, i) => (
      <p key={i} style={{ marginBottom: 12 }}>
        Section {i + 1}. Endless is a sandbox universe where players build, trade and explore. By
        using the platform you agree to treat other players with respect and to follow the rules of
        each world you visit.
      </p>
    )),
  },
};
