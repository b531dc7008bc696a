import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An alert dialog asking to confirm a consequential action (Radix AlertDialog), with Cancel focused first.\n\n**Use** for purchases, locks, deletions: title names the action, message says what happens. **Don't** use it for information only (use `Dialog`) or for actions that can be undone easily.",
      },
    },
  },
  args: {
    title: 'Access Confirmation: Lock Thread',
    message: 'Are you sure you want to lock this thread? Members will no longer be able to reply.',
    onConfirm: () => {},
    trigger: <Button variant="secondary">Lock thread</Button>,
  },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
export const PurchaseWithDelay: Story = {
  args: {
    defaultOpen: true,
    title: 'Confirm Purchase',
    message: 'Purchase Nebula Cloak for 1,200 nodes?',
    // Long, so the story shows the waiting state for as long as anyone (or a screenshot) looks;
    // with a short delay a busy machine caught it armed in one run and disarmed in the next.
    confirmDelayMs: 600_000,
  },
};
export const Busy: Story = { args: { open: true, busy: true } };
export const Danger: Story = {
  args: {
    defaultOpen: true,
    title: 'Block StarForger?',
    message: 'They will not be able to message you or send friend requests.',
    confirmLabel: 'Block',
    confirmVariant: 'danger',
  },
};
export const LongText: Story = {
  args: {
    defaultOpen: true,
    message:
      'Locking "What is everyone building for the Winter Festival? Share your screenshots, blueprints and wildest contraptions here!" stops all replies. Moderators can unlock it later from the thread tools menu.',
  },
};
