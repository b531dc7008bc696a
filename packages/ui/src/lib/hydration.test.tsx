import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { beginHydration, endHydration, useHydratedStore } from './hydration';

const subscribeNever = () => () => {};

function Where() {
  const where = useHydratedStore(
    subscribeNever,
    () => 'browser',
    () => 'server',
  );
  return <p>{where}</p>;
}

afterEach(() => endHydration());

describe('useHydratedStore', () => {
  it('reads the browser value at once in a page rendered in the browser', () => {
    render(<Where />);
    expect(screen.getByText('browser')).toBeInTheDocument();
  });

  it('keeps the server value while the page hydrates, and switches when it ends', () => {
    beginHydration();
    render(<Where />);
    expect(screen.getByText('server')).toBeInTheDocument();
    act(() => endHydration());
    expect(screen.getByText('browser')).toBeInTheDocument();
  });

  it('follows the store after the hydration', () => {
    let value = 'first';
    const listeners = new Set<() => void>();
    function Value() {
      const current = useHydratedStore(
        (onChange) => {
          listeners.add(onChange);
          return () => listeners.delete(onChange);
        },
        () => value,
        () => 'server',
      );
      return <p>{current}</p>;
    }
    render(<Value />);
    expect(screen.getByText('first')).toBeInTheDocument();
    value = 'second';
    act(() => listeners.forEach((listener) => listener()));
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
