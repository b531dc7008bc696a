import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { ColorSwatches, PRESET_COLORS } from './color-swatches';

const meta = {
  title: 'Inputs/ColorSwatches',
  component: ColorSwatches,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A preset palette plus a hex input for picking a colour (avatar colours).\n\n**Use** with a visible `label`; the chosen swatch is announced as pressed. **Don't** use colour alone to convey meaning elsewhere.",
      },
    },
  },
  args: { onValueChange: () => {} },
} satisfies Meta<typeof ColorSwatches>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NothingSelected: Story = {};

export const Selected: Story = { args: { value: PRESET_COLORS[10] } };

export const WithPreviousColours: Story = {
  args: {
    value: '#7c5cff',
    previousColors: ['7c5cff', '00bcd4', 'ff5722', 'FFFFFF', '000000', 'ffeb3b'],
  },
};

export const Disabled: Story = { args: { value: PRESET_COLORS[3], disabled: true } };

export const Interactive: Story = {
  render: function Interactive(args) {
    const [value, setValue] = useState<string>(PRESET_COLORS[0]);
    return (
      <div style={{ display: 'flex', gap: 24, alignItems: 'flex-start' }}>
        <ColorSwatches {...args} value={value} onValueChange={setValue} />
        <output style={{ fontFamily: 'var(--ui-font-mono)' }}>{value}</output>
      </div>
    );
  },
};
