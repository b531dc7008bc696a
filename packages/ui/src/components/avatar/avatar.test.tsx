import { fireEvent, render, screen } from '@testing-library/react';
import { Profiler } from 'react';
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

  it('shows the picture over its fallback, and the fallback alone once it failed', () => {
    const { container } = render(<Avatar src="/render.png" alt="Gaboom" name="Gaboom" />);
    const fallback = () => container.querySelector('.ui-avatar__fallback');
    // Loading: the picture is the one named image, its stand-in shows beneath it.
    const picture = screen.getByRole('img', { name: 'Gaboom' });
    expect(picture.tagName).toBe('IMG');
    expect(fallback()).toHaveAttribute('aria-hidden', 'true');

    fireEvent.error(picture);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gaboom' })).toHaveTextContent('GA');
  });

  it('drops the fallback once the picture has loaded', () => {
    const { container } = render(<Avatar src="/render.png" alt="Gaboom" name="Gaboom" />);
    fireEvent.load(screen.getByRole('img', { name: 'Gaboom' }));
    expect(container.querySelector('.ui-avatar__fallback')).toBeNull();
    expect(screen.getByRole('img', { name: 'Gaboom' })).toHaveAttribute('src', '/render.png');
  });

  it('mounts in one commit (a list of avatars adds no work to the commit of its page)', () => {
    let commits = 0;
    render(
      <Profiler id="avatars" onRender={() => (commits += 1)}>
        <Avatar src="/a.png" alt="A" />
        <Avatar src="/b.png" alt="B" />
      </Profiler>,
    );
    expect(commits).toBe(1);
  });
});
