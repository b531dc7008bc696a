import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../link';
import { Banner } from './banner';

const meta = {
  title: 'Feedback/Banner',
  component: Banner,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An inline message across a section: info, success, warning or danger, with an optional action.\n\n**Use** for state that stays until the cause goes (an unverified e-mail, a restricted account). **Don't** use it for passing confirmations; those are toasts (`Notifications`).",
      },
    },
  },
  args: { tone: 'info', title: 'Heads up', children: 'Something you should know about.' },
} satisfies Meta<typeof Banner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unverified: Story = {
  args: {
    tone: 'warning',
    title: 'This Account is not verified...',
    children: 'Accounts not verified within 30 days will be removed',
    action: <Link href="#">Resend verification email</Link>,
  },
};

export const EmailPending: Story = {
  args: {
    tone: 'info',
    title: 'A new email is pending verification',
    children: 'Your old email stays in use until the new one is verified.',
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Account Upgrade Successful.',
    children: 'Please allow up to 10 minutes for changes to occur.',
  },
};

export const Danger: Story = {
  args: { tone: 'danger', title: 'User Upgrade Failed', children: undefined },
};

export const TextOnly: Story = {
  args: { title: undefined, children: 'Viewing transactions is not available. Contact support.' },
};

export const LongText: Story = {
  args: {
    tone: 'warning',
    title: 'This Account is not verified...',
    children:
      'Accounts not verified within 30 days will be removed. Check your inbox and your spam folder for the verification email; it may take up to 5 minutes to arrive. If it never arrives you can ask for another one from the security settings of your account.',
    action: <Link href="#">Resend verification email</Link>,
  },
};
