import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../checkbox';
import { Select } from '../select';
import { Collapsible } from './collapsible';

const meta = {
  title: 'Components/Collapsible',
  component: Collapsible,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "A section that opens and closes under a titled trigger (Radix Collapsible), such as filters.\n\n**Don't** hide content a user needs to complete the task, or errors.",
      },
    },
  },
  args: {
    title: 'Filters',
    children: (
      <div style={{ display: 'grid', gap: 12 }}>
        <Select
          aria-label="Sort by"
          placeholder="Sort by"
          options={[
            { value: 'new', label: 'Newest' },
            { value: 'price-asc', label: 'Price: low to high' },
            { value: 'price-desc', label: 'Price: high to low' },
          ]}
        />
        <Checkbox label="Only items I can afford" />
        <Checkbox label="Hide owned items" defaultChecked />
      </div>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
