import type { Meta, StoryObj } from '@storybook/react-vite';
import { RelativeTime } from './relative-time';

/** A fixed "now" (2024-06-01 12:00 UTC) keeps the stories stable. */
const now = Date.UTC(2024, 5, 1, 12);
const ago = (seconds: number) => Math.floor(now / 1000) - seconds;

const meta = {
  title: 'Data display/RelativeTime',
  component: RelativeTime,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'A moment as "3 minutes ago", with the exact date in a `<time>` title.\n\n**Use** for posts, replies and activity. **Don\'t** use it for future deadlines (use `Countdown`).',
      },
    },
  },
  args: { now, epochSeconds: ago(30) },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

export const JustNow: Story = {};
export const Minutes: Story = { args: { epochSeconds: ago(5 * 60) } };
export const Hours: Story = { args: { epochSeconds: ago(3 * 3600) } };
export const Days: Story = { args: { epochSeconds: ago(12 * 86400) } };
export const OlderThan30Days: Story = { args: { epochSeconds: ago(45 * 86400) } };
