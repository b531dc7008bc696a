import '../../../test/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FormField } from '../form-field';
import { Select } from './select';

const PRIVACY = [
  { value: '0', label: 'Everyone' },
  { value: '1', label: 'Friends' },
  { value: '2', label: 'No one' },
];

function renderPrivacy(onValueChange = vi.fn()) {
  render(
    <FormField label="Who can message me">
      {(control) => (
        <Select
          {...control}
          options={PRIVACY}
          placeholder="Choose…"
          onValueChange={onValueChange}
        />
      )}
    </FormField>,
  );
  return onValueChange;
}

describe('Select', () => {
  it('is labelled by its field and shows the placeholder', () => {
    renderPrivacy();
    expect(screen.getByRole('combobox', { name: 'Who can message me' })).toHaveTextContent(
      'Choose…',
    );
  });

  it('selects an option with the keyboard', async () => {
    const onValueChange = renderPrivacy();
    const trigger = screen.getByRole('combobox', { name: 'Who can message me' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('2');
    expect(trigger).toHaveTextContent('No one');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('marks the trigger invalid', () => {
    render(<Select aria-label="Month" options={PRIVACY} invalid />);
    expect(screen.getByRole('combobox', { name: 'Month' })).toHaveAttribute('aria-invalid', 'true');
  });
});
