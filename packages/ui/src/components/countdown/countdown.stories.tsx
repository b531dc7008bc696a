import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Countdown } from './countdown';

const inSeconds = (seconds: number) => Math.floor(Date.now() / 1000) + seconds;

const meta = {
  title: 'Data display/Countdown',
  component: Countdown,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Time left until `target` (epoch seconds), ticking each second, then `expiredText`.\n\n**Use** for sales and bans that end at a known time. **Don't** use it for durations without an end.",
      },
    },
  },
  args: { target: inSeconds(2 * 86400 + 3 * 3600 + 4 * 60 + 5), expiredText: 'Sale Time Expired' },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Days: Story = {};
export const Hours: Story = { args: { target: inSeconds(5 * 3600 + 30) } };
export const LastSeconds: Story = { args: { target: inSeconds(15) } };
export const Expired: Story = { args: { target: inSeconds(-10) } };

export const ExpiresAndNotifies: Story = {
  render: function ExpiresAndNotifies(args) {
    const [target] = useState(() => inSeconds(5));
    const [forSale, setForSale] = useState(true);
    return (
      <p>
        <Countdown {...args} target={target} onExpire={() => setForSale(false)} /> —{' '}
        {forSale ? 'For sale' : 'Not For Sale'}
      </p>
    );
  },
};
