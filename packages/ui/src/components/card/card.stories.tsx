import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card } from './card';

const meta = {
  title: 'Layout/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A raised surface grouping one thing's content, with optional header and footer; `interactive` when the whole card is a link (`asChild`).\n\n**Don't** nest cards or put two links in an interactive card.",
      },
    },
  },
  args: { children: 'Card content' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {};

export const WithHeaderAndFooter: Story = {
  args: {
    header: 'Online Friends',
    children: 'Nobody is online right now.',
    footer: 'Updated just now',
  },
};

export const InteractiveLink: Story = {
  render: () => (
    <Card asChild interactive footer="128 threads">
      <a href="#/forums/1">
        <strong>General Discussion</strong>
        <span>Talk about anything related to Endless.</span>
      </a>
    </Card>
  ),
};

export const NoPadding: Story = {
  args: {
    padding: 'none',
    header: 'Recently Released',
    children: <div style={{ height: 120, background: 'var(--ui-color-surface-sunken)' }} />,
  },
};

export const LongText: Story = {
  args: {
    header: 'Suggestions, Feedback and Feature Requests for the Platform',
    children:
      'A card with a long body wraps its text, including verylongunbrokenwordsthatwouldotherwiseoverflowthecontainerandbreakthelayout, and keeps its footer at the bottom.',
    footer: 'Last active 3 days ago',
  },
};
