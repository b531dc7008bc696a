import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card } from './card';

describe('Card', () => {
  it('renders as its child link with header and footer inside', () => {
    render(
      <Card asChild interactive header="General" footer="12 threads">
        <a href="/forums/1">Talk about anything</a>
      </Card>,
    );
    const link = screen.getByRole('link', { name: 'General Talk about anything 12 threads' });
    expect(link).toHaveAttribute('href', '/forums/1');
    expect(link).toHaveClass('ui-card', 'ui-card--interactive');
  });
});
