import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { DropdownMenu } from './dropdown-menu';

function renderMenu() {
  const onReport = vi.fn();
  const onBlock = vi.fn();
  render(
    <DropdownMenu
      trigger={<Button variant="ghost">More</Button>}
      items={[
        { type: 'label', label: 'StarForger' },
        { type: 'link', label: 'Forum posts', href: '/forums/user/7' },
        { type: 'separator' },
        { type: 'item', label: 'Report', onSelect: onReport },
        { type: 'item', label: 'Block', onSelect: onBlock, danger: true },
      ]}
    />,
  );
  return { onReport, onBlock };
}

describe('DropdownMenu', () => {
  it('opens from the keyboard and runs the chosen item', async () => {
    const { onBlock, onReport } = renderMenu();
    screen.getByRole('button', { name: 'More' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Forum posts' })).toHaveAttribute(
      'href',
      '/forums/user/7',
    );

    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(onBlock).toHaveBeenCalledTimes(1);
    expect(onReport).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
