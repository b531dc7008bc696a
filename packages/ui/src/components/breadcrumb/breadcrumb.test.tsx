import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Breadcrumb } from './breadcrumb';

describe('Breadcrumb', () => {
  it('links the trail and marks the last item as the current page', () => {
    render(
      <Breadcrumb
        items={[
          { label: 'Categories', href: '/forums' },
          { label: 'General', href: '/forums/1' },
          { label: 'Hello world' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByRole('link', { name: 'Categories' })).toHaveAttribute(
      'href',
      '/forums',
    );
    expect(within(nav).getByRole('link', { name: 'General' })).toHaveAttribute('href', '/forums/1');
    expect(within(nav).queryByRole('link', { name: 'Hello world' })).not.toBeInTheDocument();
    expect(within(nav).getByText('Hello world')).toHaveAttribute('aria-current', 'page');
    expect(nav).toHaveTextContent('Categories»General»Hello world');
  });
});
