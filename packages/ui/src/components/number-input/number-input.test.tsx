import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { NumberInput } from './number-input';

describe('NumberInput', () => {
  it('offers the numeric keyboard', () => {
    render(<NumberInput label="Quantity" />);
    expect(screen.getByRole('textbox', { name: 'Quantity' })).toHaveAttribute(
      'inputmode',
      'numeric',
    );
  });

  it('drops every non-digit while typing', async () => {
    render(<NumberInput label="Quantity" />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.type(input, '1a2-3.e+4 ');
    expect(input).toHaveValue('1234');
  });

  it('keeps only the digits of pasted text', async () => {
    const onChange = vi.fn();
    render(<NumberInput label="Quantity" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Quantity' });
    await userEvent.click(input);
    await userEvent.paste('1,500 nodes');
    expect(input).toHaveValue('1500');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ target: expect.objectContaining({ value: '1500' }) }),
    );
  });

  it('keeps a controlled value digits-only', async () => {
    function Controlled() {
      const [value, setValue] = useState('');
      return (
        <>
          <NumberInput label="Amount" value={value} onChange={(e) => setValue(e.target.value)} />
          <output>{value}</output>
        </>
      );
    }
    render(<Controlled />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '4x2');
    expect(screen.getByRole('status')).toHaveTextContent('42');
  });

  it('caps the number of digits at maxLength', async () => {
    render(<NumberInput label="Year" maxLength={4} />);
    const input = screen.getByRole('textbox', { name: 'Year' });
    await userEvent.click(input);
    await userEvent.paste('199876');
    expect(input).toHaveValue('1998');
  });
});
