import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MenuOnIntent, type DeferredMenuProps } from './menu-on-intent';
import { deferredLoader } from '../../../testing/deferred-loader';

/** Stands in for a Radix menu: the trigger, and the menu while open. */
function FakeMenu({ trigger, open, onOpenChange, label }: DeferredMenuProps & { label: string }) {
  return (
    <div data-testid="real-menu">
      {trigger}
      {open && (
        <div role="menu">
          <button type="button" role="menuitem" onClick={() => onOpenChange(false)}>
            {label}
          </button>
        </div>
      )}
    </div>
  );
}

const trigger = (
  <button type="button" aria-label="Settings menu">
    ⚙
  </button>
);

describe('MenuOnIntent', () => {
  it('loads nothing until the member first uses the page, then loads the menu', async () => {
    const chunk = deferredLoader(FakeMenu);
    render(<MenuOnIntent load={chunk.load} props={{ label: 'Logout' }} trigger={trigger} />);
    expect(chunk.load).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: 'Tab' });
    await chunk.arrive();

    expect(chunk.load).toHaveBeenCalledOnce();
    expect(screen.getByTestId('real-menu')).toBeInTheDocument();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('opens the menu once its code is in when the button was pressed before', async () => {
    const chunk = deferredLoader(FakeMenu);
    const user = userEvent.setup();
    render(<MenuOnIntent load={chunk.load} props={{ label: 'Logout' }} trigger={trigger} />);

    await user.click(screen.getByRole('button', { name: 'Settings menu' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await chunk.arrive();

    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('keeps focus on the button when the code comes in while it is focused', async () => {
    const chunk = deferredLoader(FakeMenu);
    const user = userEvent.setup();
    render(<MenuOnIntent load={chunk.load} props={{ label: 'Logout' }} trigger={trigger} />);

    await user.tab();
    await chunk.arrive();

    expect(screen.getByRole('button', { name: 'Settings menu' })).toHaveFocus();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('tries again at the next press when the chunk failed to load', async () => {
    const chunk = deferredLoader(FakeMenu);
    const user = userEvent.setup();
    render(<MenuOnIntent load={chunk.load} props={{ label: 'Logout' }} trigger={trigger} />);

    await user.click(screen.getByRole('button', { name: 'Settings menu' }));
    await chunk.fail();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Settings menu' }));
    await chunk.arrive();

    expect(chunk.load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });
});
