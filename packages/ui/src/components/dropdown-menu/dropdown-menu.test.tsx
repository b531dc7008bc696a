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

  it('hides the rest of the page while a modal menu is open', async () => {
    renderBesideOtherControl();
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });

  it('leaves the page reachable while a non-modal menu is open', async () => {
    renderBesideOtherControl({ modal: false });
    await userEvent.click(screen.getByRole('button', { name: 'More' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    const search = screen.getByRole('button', { name: 'Search' });
    expect(search.closest('[aria-hidden="true"]')).toBeNull();
  });
});

function renderBesideOtherControl({ modal }: { modal?: boolean } = {}) {
  render(
    <div>
      <Button variant="ghost">Search</Button>
      <DropdownMenu
        modal={modal}
        trigger={<Button variant="ghost">More</Button>}
        items={[{ type: 'item', label: 'Report', onSelect: () => {} }]}
      />
    </div>,
  );
}
