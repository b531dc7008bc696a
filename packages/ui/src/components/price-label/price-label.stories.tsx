import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceLabel } from './price-label';

const meta = {
  title: 'Data display/PriceLabel',
  component: PriceLabel,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          'An item\'s price in nodes, or "Not for sale" / "Free".\n\n**Use** in listings and item cards so prices read the same everywhere.',
      },
    },
  },
  args: { cost: 1500, forSale: true },
} satisfies Meta<typeof PriceLabel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Priced: Story = {};
export const LargePrice: Story = { args: { cost: 1_250_000 } };
export const Free: Story = { args: { cost: 0 } };
export const NotForSale: Story = { args: { forSale: false } };
