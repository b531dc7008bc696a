import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Badge } from './badge';

describe('Badge', () => {
  it('shows the variant name by default', () => {
    render(<Badge variant="subscriber" />);
    expect(screen.getByText('Subscriber')).toBeInTheDocument();
  });

  it('names the bare staff shield for assistive technology', () => {
    render(<Badge variant="staff" iconOnly label="Endless Staff" />);
    expect(screen.getByRole('img', { name: 'Endless Staff' })).toBeInTheDocument();
  });
});
