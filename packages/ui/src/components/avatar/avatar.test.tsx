import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Avatar, getInitials } from './avatar';

describe('Avatar', () => {
  it('derives up to two initials', () => {
    expect(getInitials('night_owl')).toBe('NO');
    expect(getInitials('Gaboom')).toBe('GA');
    expect(getInitials('  ada lovelace king ')).toBe('AL');
  });

  it('names the fallback with the alt text while no image has loaded', () => {
    render(<Avatar alt="Gaboom" name="Gaboom" />);
    expect(screen.getByRole('img', { name: 'Gaboom' })).toHaveTextContent('GA');
  });

  it('hides the fallback of a decorative picture (empty alt) instead of an unnamed image', () => {
    const { container } = render(<Avatar alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.querySelector('.ui-avatar__fallback')).toHaveAttribute('aria-hidden', 'true');
  });
});
