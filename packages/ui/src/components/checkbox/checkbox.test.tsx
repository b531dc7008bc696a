import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and with the space bar', async () => {
    const onCheckedChange = vi.fn();
    render(<Checkbox label="Remember me" onCheckedChange={onCheckedChange} />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).not.toBeChecked();

    await userEvent.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);

    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(onCheckedChange).toHaveBeenLastCalledWith(false);
  });

  it('is described by its description', () => {
    render(<Checkbox label="Hide online status" description="Friends will see you as offline." />);
    expect(
      screen.getByRole('checkbox', { name: 'Hide online status' }),
    ).toHaveAccessibleDescription('Friends will see you as offline.');
  });
});
