import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '../button';
import { ConfirmDialog } from './confirm-dialog';

const user = () => userEvent.setup();

// The delay is checked on a fake clock; user-event stalls on fake timers, so these use fireEvent.
describe('ConfirmDialog delay', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps Confirm disabled for confirmDelayMs after opening', async () => {
    const onConfirm = vi.fn();
    render(
      <ConfirmDialog
        trigger={<Button>Buy</Button>}
        title="Confirm Purchase"
        message="Buy Nebula Cloak for 500 nodes?"
        confirmDelayMs={500}
        onConfirm={onConfirm}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Purchase' });
    expect(dialog).toHaveAccessibleDescription('Buy Nebula Cloak for 500 nodes?');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toBeDisabled();

    act(() => vi.advanceTimersByTime(499));
    expect(confirm).toBeDisabled();
    act(() => vi.advanceTimersByTime(1));
    expect(confirm).toBeEnabled();

    // Confirm awaits onConfirm before closing.
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('restarts the delay when opened again', () => {
    render(
      <ConfirmDialog
        trigger={<Button>Lock</Button>}
        title="Access Confirmation: Lock Thread"
        message="Lock this thread?"
        confirmDelayMs={500}
        onConfirm={() => {}}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    act(() => vi.advanceTimersByTime(500));
    fireEvent.click(screen.getByRole('button', { name: 'Nevermind' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
  });
});

describe('ConfirmDialog', () => {
  it('starts with focus on Nevermind and closes without confirming', async () => {
    const onConfirm = vi.fn();
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        defaultOpen
        title="Access Confirmation: Lock Thread"
        message="Lock this thread?"
        onConfirm={onConfirm}
        onOpenChange={onOpenChange}
      />,
    );
    const cancel = screen.getByRole('button', { name: 'Nevermind' });
    expect(cancel).toHaveFocus();
    await user().click(cancel);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('blocks both buttons and Escape while busy', async () => {
    const onOpenChange = vi.fn();
    render(
      <ConfirmDialog
        open
        busy
        title="Confirm Purchase"
        message="Buying…"
        onConfirm={() => {}}
        onOpenChange={onOpenChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Nevermind' })).toBeDisabled();
    await user().keyboard('{Escape}');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('stays open when the confirmed action fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('EX5000'));
    render(
      <ConfirmDialog defaultOpen title="Confirm Purchase" message="Buy?" onConfirm={onConfirm} />,
    );
    await user().click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });

  it('prerendered, stays hidden and leaves the page alone until opened, and after Nevermind', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <Button onClick={() => setOpen(true)}>Purchase</Button>
          <ConfirmDialog
            prerender
            open={open}
            onOpenChange={setOpen}
            title="Confirm Purchase"
            message="Buy?"
            onConfirm={() => {}}
          />
        </>
      );
    }
    const { container } = render(<Controlled />);
    const overlay = () => container.ownerDocument.querySelector('.ui-dialog__overlay');
    const purchase = screen.getByRole('button', { name: 'Purchase' });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    // No focus trap or aria-hidden while closed: the page stays usable.
    expect(purchase.closest('[aria-hidden]')).toBeNull();
    await user().click(purchase);
    expect(screen.getByRole('alertdialog', { name: 'Confirm Purchase' })).toBeVisible();
    expect(overlay()).not.toHaveAttribute('data-prerendered');
    expect(screen.getByRole('button', { name: 'Nevermind' })).toHaveFocus();
    await user().click(screen.getByRole('button', { name: 'Nevermind' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(purchase.closest('[aria-hidden]')).toBeNull();
    // Hidden again, it is marked: dialog.css does not let it unblock the page as an open one does.
    expect(overlay()).toHaveAttribute('data-prerendered');
  });
});
