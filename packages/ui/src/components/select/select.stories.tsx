import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MONTH_NAMES } from '../../lib/format';
import { FormField } from '../form-field';
import { Select } from './select';

const PRIVACY = [
  { value: '0', label: 'Everyone' },
  { value: '1', label: 'Friends only' },
  { value: '2', label: 'No one' },
];

const MONTHS = MONTH_NAMES.map((label, i) => ({ value: String(i + 1), label }));
const DAYS = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: String(i + 1) }));
const YEARS = Array.from({ length: 100 }, (_, i) => {
  const year = String(2025 - i);
  return { value: year, label: year };
});

const meta = {
  title: 'Forms/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "One choice from a list (Radix Select), with a visible or `aria-label`ed label.\n\n**Use** for five or more options, or where space is short. **Don't** use it for two or three options a user compares (use radio-like buttons) or for navigation.",
      },
    },
  },
  args: { options: PRIVACY, placeholder: 'Choose who can see this', 'aria-label': 'Privacy' },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Selected: Story = { args: { defaultValue: '1' } };
export const Invalid: Story = { args: { invalid: true } };
export const Disabled: Story = { args: { defaultValue: '0', disabled: true } };

export const InFormField: Story = {
  render: (args) => (
    <FormField label="Who can view my profile" hint="Applies to your profile page and avatar.">
      {(control) => <Select {...args} {...control} aria-label={undefined} />}
    </FormField>
  ),
};

export const FieldError: Story = {
  render: (args) => (
    <FormField label="Who can message me" error="Choose a privacy level.">
      {(control) => <Select {...args} {...control} aria-label={undefined} />}
    </FormField>
  ),
};

export const Birthday: Story = {
  render: () => (
    <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
      <legend style={{ fontSize: 'var(--ui-font-size-sm)', marginBottom: 4 }}>Birthday</legend>
      <div style={{ display: 'grid', gridTemplateColumns: '2fr 1fr 1.3fr', gap: 8 }}>
        <Select aria-label="Month" options={MONTHS} placeholder="Month" defaultValue="7" />
        <Select aria-label="Day" options={DAYS} placeholder="Day" />
        <Select aria-label="Year" options={YEARS} placeholder="Year" />
      </div>
    </fieldset>
  ),
};

/**
 * Radix Select is always modal: while the list is open, focus stays in it and the rest of the page
 * is aria-hidden and inert, so the accessibility check covers the list; the closed stories cover the
 * trigger and the page.
 */
export const Open: Story = {
  parameters: { a11y: { context: '.ui-select__content' } },
  args: { defaultValue: '1' },
  play: async ({ canvasElement }) => {
    canvasElement.querySelector<HTMLButtonElement>('[role="combobox"]')?.click();
  },
};

/**
 * The scroll arrows appear over the list's ends as it scrolls: the options do not move when one
 * appears, so a click never starts on one option and ends on its neighbour.
 */
export const ScrolledList: Story = {
  args: { options: YEARS, placeholder: 'Year', 'aria-label': 'Year' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Year' }));
    const option = await body.findByRole('option', { name: '2015' });
    const viewport = option.closest<HTMLElement>('[data-radix-select-viewport]')!;
    const top = option.getBoundingClientRect().top;
    viewport.scrollTop = 120;
    await waitFor(() =>
      expect(canvasElement.ownerDocument.querySelector('.ui-select__scroll--up')).not.toBeNull(),
    );
    expect(option.getBoundingClientRect().top).toBeCloseTo(top - viewport.scrollTop, 0);
    // Closed again for the accessibility check: axe takes a scrolling listbox whose options
    // take focus from the arrow keys for a region no keyboard can scroll (axe-core #4914).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).toBeNull());
  },
};
