import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceLabel, formatPrice } from './price-label';

describe('PriceLabel', () => {
  it.each([
    [1500, false, 'N/A'],
    [0, false, 'N/A'],
    [0, true, 'Free'],
    [5, true, '5'],
    [1500, true, '1,500'],
    [1_250_000, true, '1,250,000'],
  ])('cost %d, for sale %s → %s', (cost, forSale, expected) => {
    expect(formatPrice(cost, forSale)).toBe(expected);
  });

  it('names the node unit of a price', () => {
    render(<PriceLabel cost={1500} forSale />);
    expect(screen.getByText(/1,500/)).toHaveTextContent('1,500 nodes');
  });

  it('shows Free without a unit', () => {
    render(<PriceLabel cost={0} forSale />);
    expect(screen.getByText('Free')).not.toHaveTextContent('nodes');
  });
});
