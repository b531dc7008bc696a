import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusDot, onlineStatusLabel } from './status-dot';

describe('StatusDot', () => {
  it.each([
    [3, 'Online'],
    [2, 'Away'],
    [1, 'Busy'],
    [0, 'Offline'],
  ])('names status %i "%s"', (status, label) => {
    render(<StatusDot status={status} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(onlineStatusLabel(status)).toBe(label);
  });

  it('treats an unknown status as offline', () => {
    expect(onlineStatusLabel(7)).toBe('Offline');
  });

  it('shows the label as text when asked', () => {
    render(<StatusDot status={2} showLabel />);
    expect(screen.getByText('Away')).toBeVisible();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
