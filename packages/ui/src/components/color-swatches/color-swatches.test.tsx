import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ColorSwatches, PRESET_COLORS } from './color-swatches';

function Controlled({ initial, previous }: { initial?: string; previous?: string[] }) {
  const [value, setValue] = useState(initial);
  return <ColorSwatches value={value} onValueChange={setValue} previousColors={previous} />;
}

describe('ColorSwatches', () => {
  it('offers the 18 presets as radios named by their hex', () => {
    expect(PRESET_COLORS).toHaveLength(18);
    expect(new Set(PRESET_COLORS).size).toBe(18);
    render(<ColorSwatches onValueChange={() => {}} />);
    const group = screen.getByRole('radiogroup', { name: 'Preset colours' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([...PRESET_COLORS]);
    expect(radios.filter((radio) => radio.tabIndex === 0)).toHaveLength(1);
  });

  it('moves and selects with the arrow keys, wrapping at the ends', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={PRESET_COLORS[0]} />);
    const first = screen.getByRole('radio', { name: PRESET_COLORS[0] });
    expect(first).toHaveAttribute('aria-checked', 'true');

    await user.tab();
    expect(first).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    const second = screen.getByRole('radio', { name: PRESET_COLORS[1] });
    expect(second).toHaveFocus();
    expect(second).toHaveAttribute('aria-checked', 'true');
    expect(first).toHaveAttribute('aria-checked', 'false');

    await user.keyboard('{ArrowUp}{ArrowLeft}');
    const last = screen.getByRole('radio', { name: PRESET_COLORS[17] });
    expect(last).toHaveFocus();
    expect(last).toHaveAttribute('aria-checked', 'true');

    await user.keyboard('{Home}');
    expect(first).toHaveFocus();
    await user.keyboard('{End}');
    expect(last).toHaveFocus();
  });

  it('makes the checked swatch the tab stop', async () => {
    const user = userEvent.setup();
    render(<Controlled initial={PRESET_COLORS[5]} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: PRESET_COLORS[5] })).toHaveFocus();
  });

  it('selects a previous colour by click, matching hex case-insensitively', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    render(
      <ColorSwatches
        value="#7c5cff"
        onValueChange={onValueChange}
        previousColors={['7C5CFF', '00bcd4']}
      />,
    );
    const previous = screen.getByRole('radiogroup', { name: 'Previous colours' });
    expect(within(previous).getByRole('radio', { name: '#7C5CFF' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await user.click(within(previous).getByRole('radio', { name: '#00BCD4' }));
    expect(onValueChange).toHaveBeenCalledWith('#00BCD4');
  });
});
