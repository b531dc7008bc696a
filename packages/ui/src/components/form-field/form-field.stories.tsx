import type { Meta, StoryObj } from '@storybook/react-vite';
import { FormField } from './form-field';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The label, hint, error and required mark every form control shares; the render prop hands the control its `id`, `aria-describedby`, `aria-invalid` and `aria-required`.\n\n**Use** it to build a new control; `TextField`, `PasswordField`, `TextArea`, `NumberInput` and `HexColorInput` already wrap it. **Don't** render a separate error paragraph beside a field: pass `error`, so it is announced with the control.",
      },
    },
  },
  args: {
    label: 'Discord tag',
    children: (control) => (
      <div className="ui-control">
        <input className="ui-control__input" {...control} />
      </div>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithHint: Story = { args: { hint: 'Shown on your profile to friends only.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = { args: { required: true, error: 'Discord Tag Required' } };
