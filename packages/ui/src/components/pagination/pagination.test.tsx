import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Pagination, getPageItems } from './pagination';

const getHref = (page: number) => `/forums/3?page=${page}`;

describe('getPageItems', () => {
  it('lists every page when few', () => {
    expect(getPageItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(getPageItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('collapses long runs into ellipses around the current page', () => {
    expect(getPageItems(6, 12)).toEqual([1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]);
    expect(getPageItems(1, 12)).toEqual([1, 2, 'ellipsis', 12]);
    expect(getPageItems(12, 12)).toEqual([1, 'ellipsis', 11, 12]);
  });

  it('shows a single hidden page instead of an ellipsis', () => {
    expect(getPageItems(4, 12)).toEqual([1, 2, 3, 4, 5, 'ellipsis', 12]);
  });
});

describe('Pagination', () => {
  it('links every page and marks the current one', () => {
    render(<Pagination page={2} totalPages={4} getHref={getHref} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'href',
      '/forums/3?page=1',
    );
    const current = within(nav).getByRole('link', { name: 'Page 2' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Page 3' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/forums/3?page=1',
    );
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/forums/3?page=3',
    );
  });

  it('disables previous on the first page and next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} getHref={getHref} />);
    expect(screen.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument();

    rerender(<Pagination page={3} totalPages={3} getHref={getHref} />);
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
  });

  it('renders links through the given renderer', () => {
    render(
      <Pagination
        page={1}
        totalPages={2}
        getHref={getHref}
        renderLink={({ children, ...props }) => (
          <a {...props} data-router="">
            {children}
          </a>
        )}
      />,
    );
    for (const link of screen.getAllByRole('link')) expect(link).toHaveAttribute('data-router');
  });

  it('renders nothing for a single page', () => {
    const { container } = render(<Pagination page={1} totalPages={1} getHref={getHref} />);
    expect(container).toBeEmptyDOMElement();
  });
});
