import type { Meta, StoryObj } from '@storybook/react-vite';
import { NodeAmount } from './node-amount';

const meta = {
  title: 'Data display/NodeAmount',
  component: NodeAmount,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "An amount of nodes (the platform currency) with its icon; `abbreviate` shortens large amounts (12.5K).\n\n**Don't** write node amounts as bare numbers.",
      },
    },
  },
  args: { value: 1500 },
} satisfies Meta<typeof NodeAmount>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Zero: Story = { args: { value: 0 } };
export const Units: Story = { args: { value: 999 } };
export const Thousands: Story = { args: { value: 1500 } };
export const Millions: Story = { args: { value: 2_500_000 } };
export const Billions: Story = { args: { value: 7_250_000_000 } };
export const Trillions: Story = { args: { value: 1e12 } };
export const FullValue: Story = { args: { value: 1_234_567, abbreviate: false } };
export const WithoutIcon: Story = { args: { value: 15, showIcon: false } };
export const EveryAbbreviation: Story = {
  render: () => (
    <ul style={{ display: 'grid', gap: 8, listStyle: 'none', padding: 0 }}>
      {[5, 999, 1000, 1999, 12_345, 999_999, 2_500_000, 3e9, 1e12, 4.2e15].map((value) => (
        <li key={value}>
          <NodeAmount value={value} />
        </li>
      ))}
    </ul>
  ),
};
