import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NodeAmount, formatNodeAbbreviation, formatNodeAmount } from './node-amount';

describe('formatNodeAbbreviation', () => {
  it.each([
    [0, '0'],
    [12, '12'],
    [999, '999'],
    [1000, '1K'],
    [1500, '1.5K'],
    [1999, '1.9K'],
    [2300, '2.3K'],
    [-1500, '-1.5K'],
    [999_999, '999.9K'],
    [1_000_000, '1M'],
    [2_500_000, '2.5M'],
    [1_000_000_000, '1B'],
    [1e12, '1T'],
    [2.5e12, '2.5T'],
  ])('%d → %s', (value, expected) => {
    expect(formatNodeAbbreviation(value)).toBe(expected);
  });
});

describe('NodeAmount', () => {
  it('keeps the full value with separators in the title and for screen readers', () => {
    render(<NodeAmount value={2_500_000} />);
    const amount = screen.getByTitle('2,500,000 nodes');
    expect(amount).toHaveTextContent('2.5M');
    expect(amount).toHaveTextContent('2,500,000 nodes');
  });

  it('uses the singular for one node', () => {
    expect(formatNodeAmount(1)).toBe('1 node');
    expect(formatNodeAmount(1000)).toBe('1,000 nodes');
  });
});
