import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Banner } from './banner';

describe('Banner', () => {
  it('is a region named by its title, with its text and action', () => {
    render(
      <Banner
        tone="warning"
        title="This Account is not verified..."
        action={<a href="#">Resend</a>}
      >
        Accounts not verified within 30 days will be removed
      </Banner>,
    );
    const region = screen.getByRole('region', { name: 'This Account is not verified...' });
    expect(region).toHaveTextContent('Accounts not verified within 30 days will be removed');
    expect(screen.getByRole('link', { name: 'Resend' })).toBeInTheDocument();
  });
});
