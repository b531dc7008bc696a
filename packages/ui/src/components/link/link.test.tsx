import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from './link';

describe('Link', () => {
  it('opens external links in a new tab with a screen-reader hint', () => {
    render(
      <Link href="https://example.com" external>
        Docs
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Docs (opens in a new tab)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('styles the child element instead of rendering its own anchor', () => {
    render(
      <Link asChild>
        <a href="/forums" data-testid="child">
          Forums
        </a>
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Forums' });
    expect(link).toHaveAttribute('data-testid', 'child');
    expect(link).toHaveClass('ui-link');
  });
});
