import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('calls onClick when pressed', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is busy and not clickable while busy', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Purchase
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Purchase' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('defaults to type="button" so it never submits a form by accident', () => {
    render(<Button>Cancel</Button>);
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('type', 'button');
  });

  it('renders its child with the button look when asChild', () => {
    render(
      <Button asChild variant="secondary">
        <a href="/upgrade">Upgrade</a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Upgrade' });
    expect(link).toHaveClass('ui-button', 'ui-button--secondary');
    expect(link).toHaveAttribute('href', '/upgrade');
  });
});
