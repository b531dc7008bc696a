import '../../../test/dom-polyfills';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Popover } from './popover';

describe('Popover', () => {
  it('opens from its trigger, closes on Escape and returns focus', async () => {
    render(
      <Popover trigger={<button type="button">What are nodes?</button>} title="Nodes">
        Nodes buy items in the marketplace.
      </Popover>,
    );
    const trigger = screen.getByRole('button', { name: 'What are nodes?' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('dialog', { name: 'Nodes' })).toHaveTextContent(
      'Nodes buy items in the marketplace.',
    );

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(trigger).toHaveFocus();
  });
});
