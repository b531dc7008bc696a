import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '../button';
import { Dialog, DialogClose } from './dialog';

function renderDialog() {
  render(
    <Dialog
      trigger={<Button>Edit about me</Button>}
      title="About me"
      description="Tell other players about yourself."
      footer={
        <DialogClose>
          <Button variant="secondary">Cancel</Button>
        </DialogClose>
      }
    >
      <p>Body</p>
    </Dialog>,
  );
}

describe('Dialog', () => {
  it('opens from its trigger with a title and description', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Edit about me' }));
    const dialog = screen.getByRole('dialog', { name: 'About me' });
    expect(dialog).toHaveAccessibleDescription('Tell other players about yourself.');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    renderDialog();
    const trigger = screen.getByRole('button', { name: 'Edit about me' });
    await userEvent.click(trigger);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });

  it('closes from the close button and from a DialogClose action', async () => {
    renderDialog();
    await userEvent.click(screen.getByRole('button', { name: 'Edit about me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit about me' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
