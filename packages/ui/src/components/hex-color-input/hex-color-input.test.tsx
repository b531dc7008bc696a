import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HexColorInput } from './hex-color-input';

function swatchOf(input: HTMLElement) {
  return input.parentElement?.querySelector('.ui-hex-color-input__swatch');
}

describe('HexColorInput', () => {
  it('keeps hex digits only and at most six of them', async () => {
    render(<HexColorInput label="Name colour" />);
    const input = screen.getByRole('textbox', { name: 'Name colour' });
    await userEvent.type(input, 'fg0z0A9b7c');
    expect(input).toHaveValue('f00A9b');
  });

  it('drops the # of a pasted colour', async () => {
    render(<HexColorInput label="Name colour" />);
    const input = screen.getByRole('textbox', { name: 'Name colour' });
    await userEvent.click(input);
    await userEvent.paste('#FF8800');
    expect(input).toHaveValue('FF8800');
  });

  it('previews the colour once six digits are entered', async () => {
    render(<HexColorInput label="Name colour" />);
    const input = screen.getByRole('textbox', { name: 'Name colour' });
    await userEvent.type(input, '12ab4');
    expect(swatchOf(input)).toHaveAttribute('data-empty');
    await userEvent.type(input, 'f');
    expect(swatchOf(input)).not.toHaveAttribute('data-empty');
    expect(swatchOf(input)).toHaveStyle({ backgroundColor: '#12ab4f' });
  });
});
